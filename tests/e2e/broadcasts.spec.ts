import { expect, test, type Page } from "./fixtures";
import { broadcastPage } from "../../app/content/broadcasts";
import { confirmPage } from "../../app/content/follow-through";
import { LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { signedInOwner } from "./owner-account";
import { scheduledTrigger } from "../support/harness/scheduled-trigger";
import { E2E_RESEND_PORT, type BatchMessage, type Delivery } from "../support/stand-ins/resend";

/**
 * The owner writes to her confirmed list, with JavaScript on and off: she writes a broadcast,
 * previews both parts and how many will receive it, sends herself a test, is told how many will get
 * it before it goes, confirms, and after the scheduled job sees its counts. Each project its own
 * owner and its own confirmed subscriber (the projects share the server's database); messages are
 * read from the Resend stand-in.
 */

const STAND_IN = `http://127.0.0.1:${E2E_RESEND_PORT}`;
const deliveries = async (): Promise<Delivery[]> =>
  (await fetch(`${STAND_IN}/__deliveries`)).json() as Promise<Delivery[]>;
const batchDeliveries = async (): Promise<BatchMessage[]> =>
  (await fetch(`${STAND_IN}/__batch-deliveries`)).json() as Promise<BatchMessage[]>;

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const unique = (label: string, project: string) =>
  `${label}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}`.toLowerCase();

/** A reader who joins the email list and confirms it from the email's link (double opt-in). */
async function confirmedSubscriber(page: Page, project: string): Promise<string> {
  const email = `reader.${unique("broadcast", project)}@example.com`;
  await page.goto("/store");
  const form = page.locator('form[data-lead-form="emailList"]');
  await form.getByLabel("Name").fill("Ruth Reader");
  await form.getByLabel("Email").fill(email);
  await form.getByRole("radio", { name: "Homeownership", exact: true }).check();
  await form.getByRole("button", { name: LEAD_FORM_COPY.emailList.submit }).click();
  await expect(toast(page, LEAD_FORM_COPY.emailList.success.message)).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await deliveries())
          .filter((d) => d.status === 200 && d.to === email)
          .map((d) => /https?:\/\/\S+\/confirm-subscription\?t=\S+/.exec(d.text)?.[0])
          .find(Boolean);
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await page.getByRole("button", { name: confirmPage.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmPage.confirmedTitle);
  return email;
}

/** The number a count cell shows. */
const countIn = async (page: Page, scope: string, name: string) =>
  Number(await page.locator(`${scope} [data-count="${name}"]`).textContent());

test("the owner writes, previews, tests, confirms and sends a broadcast, and sees its counts", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const reader = await confirmedSubscriber(page, testInfo.project.name);
  const owner = await signedInOwner(page, testInfo.project.name, "broadcast");
  const subject = `Money Moves Live this Saturday (${unique("e2e", testInfo.project.name)})`;

  await page.goto("/owner/broadcasts");
  await page.getByRole("link", { name: broadcastPage.newLink }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(broadcastPage.newTitle);
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel(/^Preheader/).fill("Bring one question about your budget");
  const body =
    "# See you Saturday\n\nWe talk **budgets** and [your first home](https://example.org/plan).\n\n- Bring a question\n- Bring a friend\n\nWarmly,\nKeisha";
  await page.getByLabel("Message", { exact: true }).fill(body);
  await page.getByLabel(broadcastPage.fields.audience).selectOption("all");

  // Preview: the HTML part as the reader sees it, the plain-text part, and how many will receive it.
  await page.getByRole("button", { name: broadcastPage.buttons.preview }).click();
  const html = page.getByTestId("preview-html");
  await expect(html.getByRole("heading", { name: "See you Saturday" })).toBeVisible();
  await expect(html.locator("strong")).toHaveText("budgets");
  await expect(html.getByRole("link", { name: "your first home" })).toHaveAttribute("href", "https://example.org/plan");
  await expect(html.getByRole("listitem")).toHaveText(["Bring a question", "Bring a friend"]);
  const text = page.getByTestId("preview-text");
  await expect(text).toContainText("SEE YOU SATURDAY");
  await expect(text).toContainText("We talk budgets and your first home (https://example.org/plan).");
  await expect(text).toContainText("- Bring a question");
  await expect(text).toContainText("Unsubscribe: http");
  // A single line break she typed is kept, in both parts, as it will be sent.
  expect(await html.locator("p").filter({ hasText: "Warmly" }).innerHTML()).toBe("Warmly,<br>Keisha");
  expect(await text.textContent()).toContain("Warmly,\nKeisha");
  await expect(page.getByTestId("recipients")).toHaveText(/^[\d,]+ will receive it\.$/);
  const previewed = Number((await page.getByTestId("recipients").textContent())!.replace(/\D/g, ""));
  // At least the reader this journey confirmed.
  expect(previewed).toBeGreaterThanOrEqual(1);
  // What she typed is kept.
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(subject);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(body);

  // A test: to her own address only.
  await page.getByRole("button", { name: broadcastPage.buttons.test }).click();
  await expect(toast(page, broadcastPage.testSent.replace("{to}", owner))).toBeVisible();
  await expect
    .poll(async () => (await deliveries()).filter((d) => d.subject.includes(subject)).map((d) => [d.to, d.status]), {
      timeout: 15_000,
    })
    .toEqual([[owner, 200]]);

  // Send now asks first: how many get it and when; nothing is sent until she confirms.
  await page.getByRole("button", { name: broadcastPage.buttons.send }).click();
  const confirm = page.getByTestId("broadcast-confirm");
  await expect(confirm.getByRole("heading", { name: broadcastPage.confirm.heading })).toBeVisible();
  await expect(page.getByTestId("broadcast-confirm-summary")).toHaveText(
    /^(1 person|[\d,]+ people) will get it now \(Every confirmed subscriber\)\.$/,
  );
  if (javaScriptEnabled) await expect(confirm.getByRole("heading")).toBeFocused();
  await expect(page).toHaveURL(/\/owner\/broadcasts\/new(\?.*)?$/);
  expect((await batchDeliveries()).filter((m) => m.subject === subject)).toHaveLength(0);
  // Send now: her broadcast's page, waiting for the scheduled job.
  await confirm.getByRole("button", { name: broadcastPage.confirm.sendButton }).click();
  await expect(page).toHaveURL(/\/owner\/broadcasts\/\d+$/);
  await expect(toast(page, broadcastPage.sentToast)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId("status")).toHaveText(/^(Sending|Sent)$/);
  const audience = (await page.getByText(/^Every confirmed subscriber \(\d+\)$/).textContent())!;
  const count = Number(/\((\d+)\)/.exec(audience)![1]);
  expect(count).toBeGreaterThanOrEqual(1);
  const broadcastUrl = page.url();

  // The job runs at the present time (a later one would send other specs' retries early), as often as
  // it takes; the page says when it is done.
  await expect(async () => {
    const trigger = scheduledTrigger(Date.now());
    expect((await page.request.get(trigger.path, { headers: trigger.headers })).status()).toBe(200);
    await page.goto(broadcastUrl);
    await expect(page.getByTestId("status")).toHaveText("Sent", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  // The reader received it once, with its own one-click unsubscribe.
  const received = (await batchDeliveries()).filter((m) => m.to[0] === reader && m.subject === subject);
  expect(received).toHaveLength(1);
  expect(received[0].headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(received[0].text).toContain("Warmly,\nKeisha");
  expect(received[0].html).toContain("<p>Warmly,<br>Keisha</p>");

  // Its counts, on its page and in the list: everyone it was for was sent it (or skipped, had they
  // left the list meanwhile); nothing waits or failed. The list is read as the job sends, so an
  // address another journey confirms meanwhile is one more than the count she was shown.
  const sent = await countIn(page, "dl", "sent");
  expect(sent).toBeGreaterThanOrEqual(1);
  expect(sent + (await countIn(page, "dl", "skipped"))).toBeGreaterThanOrEqual(count);
  expect(await countIn(page, "dl", "queued")).toBe(0);
  expect(await countIn(page, "dl", "failed")).toBe(0);
  await expect(page.getByRole("heading", { name: broadcastPage.copyHeading })).toBeVisible();

  await page.goto("/owner/broadcasts");
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByRole("cell", { name: "Sent", exact: true })).toBeVisible();
  await expect(row.locator('[data-count="sent"]')).toHaveText(String(sent));
  await expect(row.locator('[data-count="queued"]')).toHaveText("0");
  await expect(row.locator('[data-count="failed"]')).toHaveText("0");
  await row.getByRole("link", { name: subject }).click();
  await expect(page).toHaveURL(broadcastUrl);
});
