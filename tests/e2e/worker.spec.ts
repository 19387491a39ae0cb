import { expect, test } from "./fixtures";
import { STATIC_FILE_CSP } from "../../app/lib/static-files";
import { LEAD_FORM_COPY } from "../../app/content/lead-forms";
import { E2E_RESEND_PORT, REFUSE_ONCE_MARKER, type Delivery } from "../support/stand-ins/resend";
import { scheduledTrigger } from "../support/harness/scheduled-trigger";

// The Worker as deployed (tests/support/harness/worker-server.ts): public/ comes from the ASSETS binding through the Worker, which
// adds what a Pages `_headers` file used to (Workers assets in wrangler 3 read no such file).

test.describe("static files through the Worker", () => {
  test("the page's scripts and styles are cached for a year, typed, nosniff, under the strict file policy", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const files = await page
      .locator('link[rel="stylesheet"][href^="/build/"], link[rel="modulepreload"][href^="/build/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["content-security-policy"]).toBe(STATIC_FILE_CSP);
      expect(response.headers()["content-type"]).toMatch(/^(text\/css|application\/javascript|text\/javascript)/);
    }
  });

  test("the favicon is an SVG, cached for an hour, with the file policy", async ({ request }) => {
    const response = await request.get("/favicon.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(response.headers()["content-security-policy"]).toBe(STATIC_FILE_CSP);
  });

  test("a route module whose name has a $ is served at once, not redirected to its encoded name", async ({
    request,
  }) => {
    const html = await (await request.get("/product/demo-face-serum")).text();
    const module = html.match(/\/build\/routes\/product\.\$id-[A-Z0-9]+\.js/)?.[0];
    expect(module).toBeDefined();
    const response = await request.get(module!, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a missing file is the designed 404 page, not a bare error", async ({ page }) => {
    const response = await page.goto("/build/no-such-file.js");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByTestId("brand")).toBeVisible();
  });

  test("no file of the project's configuration is served from public/", async ({ request }) => {
    for (const path of ["/_headers", "/_routes.json", "/wrangler.toml"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("the scheduled job", () => {
  const deliveries = async (): Promise<Delivery[]> =>
    (await fetch(`http://127.0.0.1:${E2E_RESEND_PORT}/__deliveries`)).json() as Promise<Delivery[]>;

  test("a message the email service refused is delivered, once, by the first run a minute later", async ({
    page,
    request,
  }, testInfo) => {
    // The owner's notice of this lead names its address, and with it the marker the stand-in refuses once.
    const marker = `${REFUSE_ONCE_MARKER}.${testInfo.project.name}.${Date.now()}`;
    await page.goto("/contact");
    const form = page.locator('form[data-lead-form="contact"]');
    await form.getByLabel("Name").first().fill("Rita Retry");
    await form.getByLabel("Email").first().fill(`${marker}@example.com`);
    await form.getByLabel("Subject").fill("A question");
    await form.getByLabel("Message").fill("Please call me back.");
    await form.getByRole("button", { name: LEAD_FORM_COPY.contact.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: LEAD_FORM_COPY.contact.success.message })).toBeVisible();

    const ours = async () => (await deliveries()).filter((delivery) => delivery.text.includes(marker));
    await expect.poll(async () => (await ours()).map((d) => d.status), { timeout: 15_000 }).toEqual([503]);

    // The first attempt failed in the lead's own request; its retry is due a minute after. The job
    // runs at chosen times (the Cron Trigger's scheduledTime), so no minute is waited for.
    const runJobAt = async (at: number) => {
      const trigger = scheduledTrigger(at);
      expect((await request.get(trigger.path, { headers: trigger.headers })).status()).toBe(200);
    };
    const [{ at: refusedAt }] = await ours();
    await runJobAt(Date.now());
    await runJobAt(refusedAt + 30_000);
    expect((await ours()).map((d) => d.status)).toEqual([503]);
    await runJobAt(refusedAt + 90_000);
    expect((await ours()).map((d) => d.status)).toEqual([503, 200]);
    const [refused, delivered] = await ours();
    expect(delivered.idempotencyKey).toBe(refused.idempotencyKey);

    // A later run finds nothing left to send for it.
    await runJobAt(refusedAt + 150_000);
    expect((await ours()).map((d) => d.status)).toEqual([503, 200]);
  });
});
