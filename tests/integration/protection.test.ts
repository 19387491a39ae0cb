import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCopy } from "~/content/rate-limit";
import { HONEYPOT_FIELD } from "~/lib/lead-submission";
import { createTestApp, type TestApp } from "../support/harness/app";
import { elementWith, textOf } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** Posts per action per address the tests' limiter allows (RATE_LIMIT as a number). */
const LIMIT = 2;
let address = 0;
/** A fresh visitor address with the limiter on, so each test has buckets of its own. */
function limited(extra: Record<string, unknown> = {}) {
  address += 1;
  return { headers: { "CF-Connecting-IP": `203.0.113.${address}` }, vars: { RATE_LIMIT: String(LIMIT), ...extra } };
}
const contact = LEAD_CASES.find((c) => c.id === "contact")!;
const typed = { ...contact.post, message: "My typed message, kept across the refusal" };

async function exhaust(path: string, fields: Record<string, string | string[]>, init: ReturnType<typeof limited>) {
  for (let i = 0; i < LIMIT; i++) expect((await app.post(path, fields, init)).status).not.toBe(429);
}

describe("rate limiting of posts, per action and per address", () => {
  it("a lead form refused for its rate answers 429: its page, the form with what was typed, a toast with when to retry", async () => {
    const init = limited();
    await exhaust(contact.action, { ...contact.post, email: "not-an-email" }, init);
    const refused = await app.post(contact.action, typed, init);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await refused.text();
    const form = elementWith(html, 'data-lead-form="contact"')!;
    expect(form).toContain("My typed message, kept across the refusal");
    expect(form).toContain(`value="${contact.post.email}"`);
    expect(textOf(html)).toContain(rateLimitCopy.title);
    expect(textOf(html)).toMatch(/Please try again in \d+ seconds?\./);
    // Nothing was saved by the refused post.
    const saved = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM leads WHERE message = ?")
      .bind(typed.message)
      .first<{ n: number }>();
    expect(saved?.n).toBe(0);
  });

  it("with JavaScript the refusal is the form's typed answer (JSON), not an error page", async () => {
    const init = limited();
    await exhaust(contact.action, { ...contact.post, email: "not-an-email" }, init);
    const refused = await app.post(`${contact.action}?_data=routes%2Fcontact`, typed, init);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Content-Type")).toContain("application/json");
    const data = (await refused.json()) as { values: Record<string, string>; toast: { description: string } };
    expect(data.values.message).toBe(typed.message);
    expect(data.toast).toMatchObject({ type: "error", message: rateLimitCopy.title });
    expect(data.toast.description).toMatch(/Please try again in \d+ seconds?\./);
  });

  it("counts each action apart: the cart and other forms still work, and other addresses too", async () => {
    const init = limited();
    for (let i = 0; i < LIMIT + 3; i++)
      await app.post("/cart", { intent: "add", productId: "demo-brand-tshirt", variantId: "demo-tee-black" }, init);
    const emailList = LEAD_CASES.find((c) => c.id === "emailList")!;
    expect((await app.post(emailList.action, emailList.post, init)).status).toBe(303);
    for (let i = 0; i < LIMIT; i++) expect((await app.post(contact.action, contact.post, init)).status).toBe(303);
    expect((await app.post(contact.action, contact.post, init)).status).toBe(429);
    expect((await app.post(contact.action, contact.post, limited())).status).toBe(303);
    // Pages are never limited.
    expect((await app.fetch("/contact", init)).status).toBe(200);
  });

  it("every lead form's page refused for its rate says when to retry in Retry-After, as its toast does", async () => {
    for (const leadCase of LEAD_CASES) {
      const init = limited();
      await exhaust(leadCase.action, { ...leadCase.post, email: "not-an-email" }, init);
      const refused = await app.post(leadCase.action, leadCase.post, init);
      expect(refused.status, leadCase.action).toBe(429);
      const seconds = /Please try again in (\d+) seconds?\./.exec(textOf(await refused.text()))?.[1];
      expect(refused.headers.get("Retry-After"), leadCase.action).toBe(seconds);
    }
  });

  it("checks the honeypot first: a bot's post is thanked as before and never counted", async () => {
    const init = limited();
    const bot = { ...contact.post, [HONEYPOT_FIELD]: "spam" };
    for (let i = 0; i < LIMIT + 3; i++) expect((await app.post(contact.action, bot, init)).status).toBe(303);
    expect((await app.post(contact.action, contact.post, init)).status).toBe(303);
  });

  it("the cart refused for its rate answers 429 with the cart page and the toast, JSON to a fetcher", async () => {
    const init = limited();
    const add = { intent: "add", productId: "demo-brand-tshirt", variantId: "demo-tee-black", redirectTo: "/cart" };
    await exhaust("/cart", add, init);
    const refused = await app.post("/cart", add, init);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toMatch(/role="status"[\s\S]*Too many tries[\s\S]*Please try again in \d+ seconds?/);
    const data = await (await app.post("/cart?_data=routes%2Fcart", { intent: "clear" }, init)).json();
    expect(data).toMatchObject({ ok: false, intent: "clear", toast: { message: rateLimitCopy.title } });
  });

  it("/buy refused for its rate answers 429 with its page, the way back and the toast", async () => {
    const init = limited();
    const buy = { offer: "ai-playbook", returnTo: "/product/ai-marketing-suite" };
    await exhaust("/buy", buy, init);
    const refused = await app.post("/buy", buy, init);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(textOf(html)).toMatch(/Please try again in \d+ seconds?\./);
    expect(html).toContain('href="/product/ai-marketing-suite"');
    expect(html).toMatch(/role="status"[\s\S]*Too many tries/);
  });

  it("uses Cloudflare's binding when present, keyed by action and address", async () => {
    const keys: string[] = [];
    const limiter = {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: false };
      },
    };
    const response = await app.post(contact.action, contact.post, {
      headers: { "CF-Connecting-IP": "198.51.100.4" },
      vars: { RATE_LIMIT: undefined, RATE_LIMITER: limiter },
    });
    expect(response.status).toBe(429);
    expect(keys).toEqual(["contact:198.51.100.4"]);
  });

  it("counts through workerd's own ratelimit binding as wrangler.toml declares it: 60 cart posts a minute, then 429", async () => {
    // app.env.RATE_LIMITER is the binding wrangler builds from wrangler.toml (the deployed Worker's).
    expect(app.env.RATE_LIMITER).toBeDefined();
    const init = { headers: { "CF-Connecting-IP": "198.51.100.60" }, vars: { RATE_LIMIT: undefined } };
    const clear = { intent: "clear" };
    // workerd counts in fixed windows aligned to the clock's minutes: 61 posts that straddle a
    // minute's end are counted in two windows. They take about a second: start with at least 15 s
    // of the window left, and check they fitted in it.
    const MINUTE = 60_000;
    const intoWindow = Date.now() % MINUTE;
    if (intoWindow > MINUTE - 15_000) await new Promise((resolve) => setTimeout(resolve, MINUTE - intoWindow + 50));
    const window = Math.floor(Date.now() / MINUTE);
    for (let i = 0; i < 60; i++) expect((await app.post("/cart", clear, init)).status).toBe(200);
    const refused = await app.post("/cart", clear, init);
    expect(Math.floor(Date.now() / MINUTE), "the 61 posts fitted in one window").toBe(window);
    expect(refused.status).toBe(429);
    // Another address has its own allowance.
    const other = await app.post("/cart", clear, { ...init, headers: { "CF-Connecting-IP": "198.51.100.61" } });
    expect(other.status).toBe(200);
  }, 60_000);

  it("is off when RATE_LIMIT=off", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.250" };
    for (let i = 0; i < LIMIT + 5; i++) {
      expect((await app.post(contact.action, contact.post, { headers })).status).toBe(303);
    }
  });

  it("wrangler.toml declares the RATE_LIMITER binding (production too) and the README documents it", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    const blocks = [...toml.matchAll(/\[\[(env\.production\.)?unsafe\.bindings\]\]([\s\S]*?)(?=\n\[|$)/g)];
    const declared = blocks.filter(
      ([, , body]) => /name = "RATE_LIMITER"/.test(body) && /type = "ratelimit"/.test(body),
    );
    expect(declared.map(([, env]) => env ?? "")).toEqual(["", "env.production."]);
    expect(readFileSync("README.md", "utf8")).toMatch(/`RATE_LIMITER`/);
  });
});

describe("secrets never reach the browser", () => {
  const SECRET_NAMES = [
    "SESSION_SECRET",
    "SUPABASE_ANON_KEY",
    "STRIPE_SECRET_KEY",
    "STRIPE_API_URL",
    "development-only-session-secret",
  ];

  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  }

  it("no built asset under public/ names a secret binding or holds a secret value", () => {
    const assets = files(path.resolve("public")).filter((f) => /\.(js|css|html|json|txt|map)$/.test(f));
    expect(assets.some((f) => f.includes(`${path.sep}build${path.sep}`))).toBe(true);
    for (const file of assets) {
      const text = readFileSync(file, "utf8");
      for (const name of SECRET_NAMES) expect(text, `${file} mentions ${name}`).not.toContain(name);
      expect(text, `${file} holds a Stripe secret key`).not.toMatch(/sk_(live|test)_[A-Za-z0-9]{8,}/);
    }
  });
});
