import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTS_PER_WINDOW } from "~/services/rate-limit.server";
import { createTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

describe("rate limiting of posts", () => {
  it("answers 429 with Retry-After once a client exceeds the window, and never limits pages", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.7" };
    const vars = { RATE_LIMIT: undefined };
    for (let i = 0; i < POSTS_PER_WINDOW; i++) {
      const response = await app.post("/no-such-page", { a: String(i) }, { headers, vars });
      expect(response.status).not.toBe(429);
    }
    const limited = await app.post("/no-such-page", { a: "over" }, { headers, vars });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Please wait a minute");
    expect((await app.fetch("/", { headers, vars })).status).toBe(200);
    // Another client is not affected.
    const other = await app.post("/no-such-page", { a: "b" }, { headers: { "CF-Connecting-IP": "203.0.113.8" }, vars });
    expect(other.status).not.toBe(429);
  });

  it("uses Cloudflare's binding when present", async () => {
    const limiter = { limit: async () => ({ success: false }) };
    const response = await app.post(
      "/no-such-page",
      { a: "b" },
      { vars: { RATE_LIMIT: undefined, RATE_LIMITER: limiter } },
    );
    expect(response.status).toBe(429);
  });

  it("is off when RATE_LIMIT=off", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.9" };
    for (let i = 0; i < POSTS_PER_WINDOW + 5; i++) {
      expect((await app.post("/no-such-page", { a: "b" }, { headers })).status).not.toBe(429);
    }
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
