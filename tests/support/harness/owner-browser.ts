import { generateTOTP } from "@epic-web/totp";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { cookiesFrom, type TestApp } from "./app";
import { OWNER, PASSWORD, SETUP_SECRET } from "../fixtures/owner";
import { decode } from "./html";

/**
 * A browser: keeps cookies (a cleared one is dropped, as a browser drops it), follows nothing by
 * itself. `vars` are bindings for each of its requests.
 */
export function ownerBrowser(app: TestApp, vars: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  let cookies = "";
  const keep = (response: Response) => {
    cookies = cookiesFrom(response, cookies)
      .split("; ")
      .filter((pair) => pair && !pair.endsWith("="))
      .join("; ");
    return response;
  };
  return {
    get cookies() {
      return cookies;
    },
    get: async (path: string) => keep(await app.fetch(path, { headers: { ...headers, Cookie: cookies }, vars })),
    post: async (path: string, fields: Record<string, string>) =>
      keep(await app.post(path, fields, { headers: { ...headers, Cookie: cookies }, vars })),
  };
}
export type OwnerBrowser = ReturnType<typeof ownerBrowser>;

/** A code that is not the app's code now (nor of the steps either side of it). */
export async function wrongCodeFor(secret: string): Promise<string> {
  return String((Number(await codeFor(secret)) + 500_000) % 1_000_000).padStart(6, "0");
}

/** The authenticator app's code for this secret now (the tests hold the clock at a step's start). */
export async function codeFor(secret: string): Promise<string> {
  return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
}

/** A hidden field's value on a page. */
export function hiddenField(html: string, name: string): string {
  return decode(new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "");
}

/** The key the enrolment page writes out for typing (in groups of four), as one string. */
export function shownKey(html: string): string | undefined {
  const shown = /data-testid="totp-secret"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  return shown?.replace(/<[^>]*>|\s/g, "") || undefined;
}

/**
 * Signs up as `email` and enrols an authenticator app, as the owner does on /owner/security: the
 * browser ends signed in at the second level (aal2). Returns the app's secret.
 */
export async function signInOwnerAtAal2(b: OwnerBrowser, email = OWNER): Promise<string> {
  const signUp = await b.post("/owner/sign-up", {
    intent: "sign-up",
    email,
    password: PASSWORD,
    setupSecret: SETUP_SECRET,
  });
  expect(signUp.status).toBe(303);
  expect(signUp.headers.get("Location")).toBe("/owner/security");
  const enrol = await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" });
  expect(enrol.status).toBe(200);
  const html = await enrol.text();
  const secret = shownKey(html);
  expect(secret).toBeTruthy();
  const verified = await b.post("/owner/security", {
    intent: "verify-new",
    factorId: hiddenField(html, "factorId"),
    friendlyName: hiddenField(html, "friendlyName"),
    secret: hiddenField(html, "secret"),
    uri: hiddenField(html, "uri"),
    code: await codeFor(secret!),
  });
  expect(verified.status).toBe(303);
  // The browser follows the redirect, and its page shows (and so uses up) the toast it carries.
  expect((await b.get(verified.headers.get("Location")!)).status).toBe(200);
  return secret!;
}

/** The owner's D1 tables, emptied before each test, with the rows it reads (leads or orders). */
export async function emptyOwnerTables(app: TestApp, ...more: string[]): Promise<void> {
  for (const table of [
    "owner_auth_failures",
    "owner_recovery_codes",
    "owner_challenges",
    "owner_sessions",
    "owner_factors",
    "owner_users",
    ...more,
  ]) {
    await app.env.LEADS_DB.prepare(`DELETE FROM ${table}`).run();
  }
}

/** Holds the clock still at the start of a 30-second step, so "the same code" means the same step. */
export function holdClockAtStepStart(): void {
  vi.useFakeTimers({ toFake: ["Date"], now: Math.floor(Date.now() / 30_000) * 30_000 + 1000 });
}

/**
 * Each test starts with no owner (the owner's tables and `more` emptied) and the clock held at the
 * start of a step; the real clock comes back after it.
 */
export function freshOwnerEachTest(app: TestApp, ...more: string[]): void {
  beforeEach(async () => {
    await emptyOwnerTables(app, ...more);
    holdClockAtStepStart();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
