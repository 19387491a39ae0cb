import { mkdirSync } from "node:fs";
import { purchaseWords } from "../../app/content/orders";
import { E2E_RESEND_PORT, type Delivery } from "../support/stand-ins/resend";
import { CHECKOUT_PAGE_HEADING, PAY_LABEL } from "../support/stand-ins/stripe";
import { expect, hydrated, test } from "./fixtures";
import { signedInOwner, toast } from "./owner-account";
import { exclusive, SITE_WIDE } from "./exclusive";

/**
 * Her own product, on a phone: she makes it as a draft with its cover, file and price, previews
 * it (visitors get a 404), puts it on sale; a visitor finds it on the home page's tab, buys it
 * through Checkout and downloads it from /success and from the email. Both projects share the
 * e2e server: each makes a product of its own, in turn (the site-wide lock), and removes it at the
 * end (its order keeps it hidden, off the home page the other specs read).
 */

test.use({ viewport: { width: 390, height: 844 } });

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const deliveries = async (): Promise<Delivery[]> =>
  (await fetch(`http://127.0.0.1:${E2E_RESEND_PORT}/__deliveries`)).json() as Promise<Delivery[]>;

test("she makes a product, previews its draft, puts it on sale, and a visitor buys and downloads it", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const tail = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const title = `Workbook ${project} ${tail}`;
  const slug = `workbook-${project}-${tail}`;
  const marker = `the ${project} workbook ${tail}`;

  // Her products are one section of the site: the two projects' journeys (and the pages that read
  // the home page) take turns, so neither saves over the other's product.
  await exclusive(SITE_WIDE, async () => {
    await signedInOwner(page, project, "new-product");
    await page.goto("/owner/products/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Line under the title (optional)").fill("Twelve weeks to a budget that works");
    await page.getByLabel("The promise: what it does for the buyer").fill("Take charge of your money in twelve weeks.");
    await page.getByLabel("What's inside (optional)").fill("12 weekly worksheets\nA debt payoff planner");
    await page.getByLabel("Questions and answers (optional)").fill("Is it printable?\nYes, on letter paper.");
    await page.getByLabel("Page address (optional)").fill(slug);
    await page.getByLabel("Price in dollars").fill("19");
    await page.getByLabel("Home page tab").selectOption("ebooks");
    await page.getByLabel("Status", { exact: true }).selectOption("draft");
    await page.getByLabel("Cover (optional)").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await page.getByLabel("The file buyers download (optional now)").setInputFiles({
      name: "workbook.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(`%PDF-1.7\n% ${marker}\n%%EOF\n`),
    });
    await page.getByRole("button", { name: "Make the product" }).click();
    await expect(toast(page, `${title} made`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/owner/products/${slug}$`));
    await expect(page.getByTestId("product-now")).toContainText("Stripe charges $19");

    try {
      // Her preview of the draft; a visitor (no session) gets a 404.
      await page.getByRole("link", { name: "Preview its page" }).click();
      await expect(page.getByTestId("product-preview")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      expect((await request.get(`/product/${slug}`)).status()).toBe(404);

      // On sale.
      await page.goto(`/owner/products/${slug}`);
      await page.getByLabel("Status", { exact: true }).selectOption("on-sale");
      await page.getByRole("button", { name: "Save the product" }).click();
      await expect(toast(page, `${title} saved`)).toBeVisible();
      expect((await request.get(`/product/${slug}`)).status()).toBe(200);

      // A visitor finds it on the home page's tab, with its cover and price.
      await page.goto("/?products=ebooks#products");
      const card = page.getByTestId("product-card").filter({ hasText: title });
      await expect(card).toContainText("$19");
      await expect(card.locator("img")).toHaveAttribute("src", /^\/site\/photo\/[0-9a-f]{64}\.png$/);
      await card.getByRole("link", { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("buy-bar")).toBeVisible();
      await expect(page.getByTestId("sales-disclaimer")).toBeVisible();
      await expect(page.getByText("Is it printable?")).toBeVisible();
      if (javaScriptEnabled) {
        // Its page at a phone's width, for a look (the top and the buy bar).
        mkdirSync("/tmp/h12-shots", { recursive: true });
        await page.screenshot({ path: "/tmp/h12-shots/product-390.png" });
        await page.screenshot({ path: "/tmp/h12-shots/product-390-full.png", fullPage: true });
      }

      // A first visit straight to it hydrates too, on the server's HTML as it is (its sales frame
      // is a chunk the page loads itself): React reports no mismatch.
      const visit = await page.context().newPage();
      const errors: string[] = [];
      visit.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await visit.goto(`/product/${slug}`);
      if (javaScriptEnabled) await hydrated(visit);
      await expect(visit.getByTestId("buy-bar")).toBeVisible();
      expect(errors).toEqual([]);
      await visit.close();

      // Bought through Checkout; /success gives the file, and so does the email.
      await page
        .locator(`form[action="/buy"]:has(input[name="offer"][value="${slug}"]) button[type="submit"]`)
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHECKOUT_PAGE_HEADING);
      await page.getByRole("button", { name: PAY_LABEL }).click();
      await expect(page).toHaveURL(/\/success\?session_id=cs_test_\d+$/);
      const link = page.getByRole("link", { name: new RegExp(`^${purchaseWords.downloadLabel} `) }).first();
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^\/download\//);
      const file = await request.get(href!);
      expect(file.status()).toBe(200);
      expect((await file.body()).toString()).toContain(marker);

      let emailed: string | undefined;
      await expect
        .poll(
          async () => {
            const message = (await deliveries()).find((d) => d.status === 200 && d.subject.includes(title));
            emailed = message ? /https?:\/\/[^\s]+\/download\/[^\s]+/.exec(message.text)?.[0] : undefined;
            return Boolean(emailed);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      const fromEmail = await request.get(new URL(emailed!).pathname);
      expect(fromEmail.status()).toBe(200);
      expect((await fromEmail.body()).toString()).toContain(marker);
    } finally {
      // Removed: it had an order, so it stays hidden for its buyer and leaves the home page.
      await page.goto(`/owner/products/${slug}`);
      const removal = page.getByRole("region", { name: "Remove the product" });
      await removal.getByLabel(/^Yes, remove it/).check();
      await removal.getByRole("button", { name: "Remove for good" }).click();
      await expect(toast(page, `${title} removed`)).toBeVisible();
    }
    expect((await request.get(`/product/${slug}`)).status()).toBe(404);
  });
});
