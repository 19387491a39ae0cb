import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readConfig } from "~/server/config.server";
import { createToastService } from "~/server/toast.server";
import { createTestApp, ORIGIN, type TestApp } from "../support/harness/app";
import { PAGE_PATHS } from "../support/fixtures/routes";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

describe("the footer's year", () => {
  it.each([
    ["9 PM on New Year's Eve in New York (already the new year in UTC)", "2027-01-01T02:00:00Z", "2026"],
    ["a minute past midnight in New York", "2027-01-01T05:01:00Z", "2027"],
  ])("at %s it is her year", async (_when, at, year) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
    const html = await app
      .fetch("/")
      .then((r) => r.text())
      .finally(() => vi.useRealTimers());
    expect(html.replaceAll("<!-- -->", "")).toContain(`© ${year} `);
  });
});

describe("every route", () => {
  it.each(PAGE_PATHS)("%s renders on the server with a title and a description", async (path) => {
    const response = await app.fetch(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,160}"/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("answers an unknown URL with the designed 404 page inside the layout", async () => {
    const response = await app.fetch("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('data-testid="brand"');
  });
});

describe("security headers", () => {
  it.each(["/", "/no-such-page", "/store"])("%s carries the baseline headers and a nonce CSP", async (path) => {
    const response = await app.fetch(path);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    if (path !== "/no-such-page") {
      const html = await response.text();
      const scripts = html.match(/<script[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("uses a new nonce for every response", async () => {
    const a = (await app.fetch("/")).headers.get("Content-Security-Policy");
    const b = (await app.fetch("/")).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
  });

  it("adds HSTS in production only", async () => {
    expect((await app.fetch("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const response = await app.fetch("/", {
      vars: { ENVIRONMENT: "production", SESSION_SECRET: "a-long-production-secret", SITE_URL: ORIGIN },
    });
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });
});

describe("cross-site posts", () => {
  it("refuses a post from another origin with 403 before any action runs", async () => {
    const response = await app.post("/contact", { name: "x" }, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("refuses Sec-Fetch-Site: cross-site even without an Origin", async () => {
    const response = await app.fetch("/contact", {
      method: "POST",
      body: new URLSearchParams({ a: "b" }),
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(403);
  });

  it("lets a post with neither header through (curl, scripts)", async () => {
    const response = await app.fetch("/no-such-page", {
      method: "POST",
      body: new URLSearchParams({ a: "b" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).not.toBe(403);
  });

  it("lets a same-origin post through", async () => {
    const response = await app.post("/no-such-page", { a: "b" });
    expect(response.status).not.toBe(403);
  });
});

describe("request bodies", () => {
  it("refuses a body that is not a form with 415", async () => {
    const response = await app.fetch("/contact", {
      method: "POST",
      body: JSON.stringify({ name: "x" }),
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
    });
    expect(response.status).toBe(415);
  });
  it("refuses a body over the limit with 413", async () => {
    const response = await app.post("/contact", { name: "x".repeat(1024 * 1024) });
    expect(response.status).toBe(413);
  });
});

describe("configuration errors", () => {
  it("answers with a message naming the binding", async () => {
    const response = await app.fetch("/", {
      vars: { SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: undefined },
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("SUPABASE_ANON_KEY");
  });
});

describe("toasts", () => {
  it("renders a flash toast on the server with role=status, once", async () => {
    const toasts = createToastService(readConfig({ ENVIRONMENT: "test" }));
    const redirect = await toasts.redirect("/", { type: "success", message: "Saved!", description: "All good." });
    expect(redirect.status).toBe(303);
    const cookie = redirect.headers.get("Set-Cookie")!.split(";")[0];
    const page = await app.fetch("/", { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toMatch(/role="status"[^>]*>.*Saved!.*All good\./s);
    const cleared = page.headers.get("Set-Cookie")!.split(";")[0];
    const again = await (await app.fetch("/", { headers: { Cookie: cleared } })).text();
    expect(again).not.toContain("Saved!");
  });

  it("ignores a toast cookie signed with another secret", async () => {
    const forged = createToastService(readConfig({ ENVIRONMENT: "test", SESSION_SECRET: "someone-else" }));
    const redirect = await forged.redirect("/", { type: "success", message: "Forged!" });
    const cookie = redirect.headers.get("Set-Cookie")!.split(";")[0];
    expect(await (await app.fetch("/", { headers: { Cookie: cookie } })).text()).not.toContain("Forged!");
  });
});
