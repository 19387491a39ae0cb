import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "~/server/config.server";

const db = {} as D1Database;

describe("readConfig", () => {
  it("runs with no configuration: D1 leads, demo store, no payments, dev secret", () => {
    const config = readConfig({ LEADS_DB: db });
    expect(config.environment).toBe("development");
    expect(config.leads).toEqual({ kind: "d1", db });
    expect(config.shop).toEqual({ apiUrl: "https://api-ecommerce.hostinger.com", storeId: null });
    expect(config.stripe.secretKey).toBeNull();
    expect(config.sessionSecret.length).toBeGreaterThan(16);
    expect(config.ownerName).not.toBe("");
  });

  it("uses Supabase when both of its bindings are set", () => {
    const config = readConfig({ SUPABASE_URL: "https://x.supabase.co", SUPABASE_ANON_KEY: "anon", LEADS_DB: db });
    expect(config.leads).toEqual({ kind: "supabase", url: "https://x.supabase.co", anonKey: "anon" });
  });

  it.each([
    [{ SUPABASE_URL: "https://x.supabase.co" }, "SUPABASE_ANON_KEY"],
    [{ SUPABASE_ANON_KEY: "anon" }, "SUPABASE_URL"],
    [{ ENVIRONMENT: "production" }, "SESSION_SECRET"],
    [{ STORE_API_URL: "not a url" }, "STORE_API_URL"],
    [{ ENVIRONMENT: "production", SESSION_SECRET: "s" }, "SITE_URL"],
    [{ LEADS_DB: db, RESEND_WEBHOOK_SECRET: "not-a-signing-secret" }, "RESEND_WEBHOOK_SECRET"],
    [{ RESEND_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }, "RESEND_WEBHOOK_SECRET"],
  ])("names the binding to fix: %o", (env, binding) => {
    expect(() => readConfig(env)).toThrowError(ConfigError);
    expect(() => readConfig(env)).toThrowError(binding);
  });

  it("reads Resend's webhook secret beside a store for what it hears", () => {
    expect(readConfig({ LEADS_DB: db }).email.webhookSecret).toBeNull();
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    expect(readConfig({ LEADS_DB: db, RESEND_WEBHOOK_SECRET: secret }).email.webhookSecret).toBe(secret);
  });

  it("accepts production with a session secret and a site URL, and collects STRIPE_PRICE_* vars", () => {
    const config = readConfig({
      ENVIRONMENT: "production",
      SESSION_SECRET: "s3cret-value",
      SITE_URL: "https://www.example.com",
      STRIPE_PRICE_AI_PLAYBOOK: "price_123",
      STRIPE_PRICE_VIP: " ",
    });
    expect(config.sessionSecret).toBe("s3cret-value");
    expect(config.stripe.priceIds).toEqual({ AI_PLAYBOOK: "price_123" });
  });
});
