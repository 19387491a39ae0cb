import { expect, test } from "./fixtures";
import { STATIC_FILE_CSP } from "../../app/lib/static-files";

// The Worker as wrangler runs it: public/ comes from the ASSETS binding through the Worker, which
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
