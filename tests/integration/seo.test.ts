import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, type TestApp } from "../support/harness/app";
import { PAGE_PATHS } from "../support/fixtures/routes";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

function metaContent(html: string, attribute: "name" | "property", key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1] : null;
}

describe("search and sharing tags", () => {
  it.each(PAGE_PATHS.filter((p) => p !== "/success"))(
    "%s has a canonical URL, a description of at most 160 characters, Open Graph and Twitter tags",
    async (path) => {
      const html = await (await app.fetch(path)).text();
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
      const description = metaContent(html, "name", "description")!;
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(metaContent(html, "property", "og:title")).toBeTruthy();
      expect(metaContent(html, "property", "og:url")).toBe(`${ORIGIN}${path}`);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    },
  );

  it.each(PAGE_PATHS.filter((p) => p !== "/success"))(
    "%s may be listed by search engines and has its own title",
    async (path) => {
      const html = await (await app.fetch(path)).text();
      expect(metaContent(html, "name", "robots")).toBeNull();
      expect(html).toMatch(/<title>[^<]+ \| [^<]+<\/title>|<title>Faith &amp; Wealth<\/title>/);
    },
  );

  it.each(["/cart", "/success", "/email-list", "/buy"])("%s asks search engines not to list it", async (path) => {
    const html = await (await app.fetch(path)).text();
    expect(metaContent(html, "name", "robots")).toBe("noindex");
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it.each([
    ["/no-such-page", "Page not found"],
    ["/product/no-such-product", "Page not found"],
  ])("an error page (%s) has its error's title and is not listed", async (path, title) => {
    const response = await app.fetch(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(metaContent(html, "name", "robots")).toBe("noindex");
  });

  it("the layout carries the organisation's JSON-LD", async () => {
    const html = await (await app.fetch("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]),
    );
    expect(blocks.find((b) => b["@type"] === "Organization")).toMatchObject({ url: `${ORIGIN}/` });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public page and every store product", async () => {
    const response = await app.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of PAGE_PATHS.filter((p) => p !== "/success")) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    const storeHtml = await (await app.fetch("/store")).text();
    const productPaths = [...new Set([...storeHtml.matchAll(/href="(\/product\/[^"#?]+)"/g)].map((m) => m[1]))];
    expect(productPaths.length).toBeGreaterThan(3);
    for (const path of productPaths) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
  });

  it("robots.txt allows the site, keeps carts and purchases out and points at the sitemap", async () => {
    const text = await (await app.fetch("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /cart");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
