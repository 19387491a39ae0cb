import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ROWS_PER_PAGE } from "~/lib/paging";
import { cookiesFrom, createTestApp, ORIGIN, type TestApp } from "../support/harness/app";
import { decode, textOf, toastText } from "../support/harness/html";
import { EMPTY_ROW } from "../support/fixtures/lead-cases";
import { OWNER, PASSWORD, SETUP_SECRET } from "../support/fixtures/owner";
import {
  codeFor,
  hiddenField,
  ownerBrowser,
  shownKey,
  signInOwnerAtAal2,
  wrongCodeFor,
} from "../support/harness/owner-browser";
import {
  ANON_KEY,
  SERVICE_ROLE_KEY,
  startSupabaseOwnerStandIn,
  type SupabaseOwnerStandIn,
} from "../support/stand-ins/supabase-owner";

/**
 * The owner's area on Supabase through the real handler: supabase-js and @supabase/ssr talk to a
 * stand-in for Supabase Auth and PostgREST on 127.0.0.1, which records what it is sent.
 */

let app: TestApp;
let supabase: SupabaseOwnerStandIn;

beforeAll(async () => {
  supabase = await startSupabaseOwnerStandIn();
  app = await createTestApp({
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: ANON_KEY,
    OWNER_EMAILS: OWNER,
    OWNER_SETUP_SECRET: SETUP_SECRET,
    // Generous on a shared machine; the time-out test sets its own small value per request.
    UPSTREAM_TIMEOUT_MS: "10000",
  });
});
afterAll(async () => {
  await app?.dispose();
  await supabase?.close();
});
beforeEach(async () => {
  supabase.reset();
  await app.env.LEADS_DB.prepare("DELETE FROM owner_auth_failures").run();
});
afterEach(() => {
  vi.useRealTimers();
});

const browser = (vars: Record<string, unknown> = {}) => ownerBrowser(app, vars);

/** Where a redirect sends the browser. */
const location = (response: Response) => response.headers.get("Location");

function lead(id: number, fields: Record<string, unknown> = {}) {
  return {
    id,
    created_at: new Date(Date.now() - id * 60_000).toISOString(),
    name: `Lead ${id}`,
    email: `lead${id}@example.com`,
    form_source: "Contact Page",
    ...EMPTY_ROW,
    status: "new",
    note: null,
    ...fields,
  };
}

/** Every recorded request to PostgREST. */
const restRequests = () => supabase.requests.filter((r) => r.path.startsWith("/rest/v1/"));

describe("the owner's area on Supabase", () => {
  it("signs up an owner, enrols an app and lists the leads PostgREST returned, asked with the owner's token", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    supabase.leads.push(lead(2, { name: "Grace Hopper" }), lead(1, { name: "Ada Lovelace" }));
    const page = await b.get("/owner?q=grace&source=Contact+Page");
    expect(page.status).toBe(200);
    const text = textOf(await page.text());
    expect(text).toContain("Grace Hopper");
    expect(text).toContain("Ada Lovelace");
    const list = restRequests().find((r) => r.method === "GET" && r.query.get("offset") !== null)!;
    expect(list.headers.apikey).toBe(ANON_KEY);
    expect(supabase.claimsOf(list.headers.authorization)).toMatchObject({ email: OWNER, aal: "aal2" });
    expect(list.headers.prefer).toContain("count=exact");
    expect(list.query.get("form_source")).toBe("eq.Contact Page");
    expect(list.query.get("or")).toBe('(name.ilike."%grace%",email.ilike."%grace%",phone.ilike."%grace%")');
    expect(list.query.get("order")).toBe("id.desc");
    expect([list.query.get("offset"), list.query.get("limit")]).toEqual(["0", String(ROWS_PER_PAGE)]);
    // The weekly chart asks the database for the last 12 weeks' counts, with the owner's token.
    const chart = supabase.sent("/rest/v1/rpc/lead_counts_since", "POST")[0];
    expect(supabase.claimsOf(chart.headers.authorization)).toMatchObject({ email: OWNER, aal: "aal2" });
    const since = Date.parse((JSON.parse(chart.body) as { since: string }).since);
    expect((Date.now() - since) / 86_400_000).toBeGreaterThan(11 * 7);
    expect((Date.now() - since) / 86_400_000).toBeLessThanOrEqual(12 * 7);
  });

  it("draws the leads chart from the counts the database returns", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    // One moment for the three, so no week's end falls between them.
    const now = new Date().toISOString();
    supabase.leads.push(
      lead(3, { form_source: "Buyer Inquiry", created_at: now }),
      lead(2, { created_at: now }),
      lead(1, { created_at: now }),
      lead(4, { created_at: new Date(Date.now() - 200 * 86_400_000).toISOString() }),
    );
    const html = await (await b.get("/owner")).text();
    expect(html).toContain("<title>Contact message: 2</title>");
    expect(html).toContain("<title>Home buyer inquiry: 1</title>");
    // The lead from 200 days ago is outside the 12 weeks.
    expect(html).not.toContain("<title>Contact message: 3</title>");
  });

  it("asks Auth for the user once per guarded page: its factors come with it", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    supabase.requests.length = 0;
    expect((await b.get("/owner")).status).toBe(200);
    expect(supabase.sent("/auth/v1/user", "GET")).toHaveLength(1);
    supabase.requests.length = 0;
    const security = await b.get("/owner/security");
    expect(security.status).toBe(200);
    expect(textOf(await security.text())).toContain("My phone");
    expect(supabase.sent("/auth/v1/user", "GET")).toHaveLength(1);
  });

  it("only lets OWNER_EMAILS sign up, asking Supabase nothing for another address", async () => {
    const refused = await app.post("/owner/sign-up", {
      email: "stranger@example.com",
      password: PASSWORD,
      setupSecret: SETUP_SECRET,
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(toastText(html)).toBe("Sign up Failed This address may not sign up for the owner's area.");
    expect(html).toContain('value="stranger@example.com"');
    expect(supabase.sent("/auth/v1/signup")).toEqual([]);

    const allowed = await app.post("/owner/sign-up", { email: OWNER, password: PASSWORD, setupSecret: SETUP_SECRET });
    expect(allowed.status).toBe(303);
    const [signUp] = supabase.sent("/auth/v1/signup", "POST");
    expect(JSON.parse(signUp.body)).toMatchObject({ email: OWNER, password: PASSWORD });
    expect(signUp.query.get("redirect_to")).toBe(`${ORIGIN}/owner/confirm`);
  });

  it("answers a sign-up for an address with an account as D1 does: the right password signs in, no other says why", async () => {
    supabase.users.push({ id: "u-1", email: OWNER, password: PASSWORD, confirmed: true, factors: [] });
    const wrong = await app.post("/owner/sign-up", {
      email: OWNER,
      password: "another long password",
      setupSecret: SETUP_SECRET,
    });
    expect(wrong.status).toBe(400);
    expect(toastText(await wrong.text())).toBe(
      "Sign up Failed Could not create an account with this address. If you have one, sign in instead.",
    );
    const right = await app.post("/owner/sign-up", { email: OWNER, password: PASSWORD, setupSecret: SETUP_SECRET });
    expect(right.status).toBe(303);
    expect(right.headers.getSetCookie().some((c) => c.startsWith("sb-127-auth-token="))).toBe(true);
    // Confirming by email, Supabase answers as for a new address: the page says to check the inbox.
    supabase.confirmBy("email");
    const again = await app.post("/owner/sign-up", {
      email: OWNER,
      password: "another long password",
      setupSecret: SETUP_SECRET,
    });
    expect(again.status).toBe(200);
    expect(textOf(await again.text())).toContain(`We sent a confirmation link to ${OWNER}`);
  });

  it("tells an owner who has not confirmed the address yet to open the emailed link", async () => {
    supabase.users.push({ id: "u-1", email: OWNER, password: PASSWORD, confirmed: false, factors: [] });
    const response = await app.post("/owner/sign-in", { email: OWNER, password: PASSWORD });
    expect(response.status).toBe(400);
    expect(toastText(await response.text())).toBe(
      "Sign in Failed Confirm the address first: open the link in the email we sent, then sign in.",
    );
  });

  it("locks an account's sign-in after 5 wrong passwords, without asking Supabase again", async () => {
    supabase.users.push({ id: "u-1", email: OWNER, password: PASSWORD, confirmed: true, factors: [] });
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await app.post("/owner/sign-in", { email: OWNER, password: `wrong password ${attempt}` });
      expect(wrong.status).toBe(400);
    }
    const locked = await app.post("/owner/sign-in", { email: OWNER, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(toastText(await locked.text())).toMatch(/^Sign in Failed .*try again/i);
    expect(supabase.sent("/auth/v1/token")).toHaveLength(5);
  });

  it("asks Supabase about at most 5 of 40 simultaneous wrong passwords, and counts codes on their own key", async () => {
    const b = browser();
    const secret = await signInOwnerAtAal2(b);
    // Someone with the password: a right password between wrong codes does not reset their count.
    vi.setSystemTime(Date.now() + 30_000);
    const thief = ownerBrowser(app, {}, { "CF-Connecting-IP": "198.51.100.41" });
    const codes: number[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await thief.post("/owner/sign-in", { email: OWNER, password: PASSWORD })).status).toBe(303);
      for (let i = 0; i < 2; i++)
        codes.push((await thief.post("/owner/verify", { code: await wrongCodeFor(secret) })).status);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);

    const before = supabase.sent("/auth/v1/token").length;
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.post(
          "/owner/sign-in",
          { email: OWNER, password: `wrong ${i}!!` },
          { headers: { "CF-Connecting-IP": "198.51.100.40" } },
        ),
      ),
    );
    // At most 5 were checked with Supabase; every other was refused for the lock.
    const checked = burst.filter((answer) => answer.status === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(40 - checked);
    expect(supabase.sent("/auth/v1/token").length - before).toBe(checked);
  });

  it("signs in with HttpOnly cookies, Secure only in production", async () => {
    supabase.users.push({ id: "u-1", email: OWNER, password: PASSWORD, confirmed: true, factors: [] });
    const development = await app.post("/owner/sign-in", { email: OWNER, password: PASSWORD });
    expect(development.status).toBe(303);
    const session = development.headers.getSetCookie().filter((c) => c.startsWith("sb-127-auth-token="));
    expect(session).toHaveLength(1);
    expect(session[0]).toMatch(/; HttpOnly/);
    expect(session[0]).toMatch(/; SameSite=Lax/);
    expect(session[0]).not.toMatch(/; Secure/);
    // What the browser keeps is the session Supabase issued for this password.
    const [token] = supabase.sent("/auth/v1/token");
    expect(token.query.get("grant_type")).toBe("password");
    expect(JSON.parse(token.body)).toMatchObject({ email: OWNER, password: PASSWORD });
    const saved = JSON.parse(Buffer.from(session[0].split(";")[0].split("=")[1].slice(7), "base64url").toString());
    expect(supabase.claimsOf(`Bearer ${saved.access_token}`)).toMatchObject({ email: OWNER, aal: "aal1" });

    const vars = { ENVIRONMENT: "production", SESSION_SECRET: "s".repeat(40), SITE_URL: ORIGIN };
    const production = await app.post("/owner/sign-in", { email: OWNER, password: PASSWORD }, { vars });
    expect(production.status).toBe(303);
    const secure = production.headers.getSetCookie().filter((c) => c.startsWith("sb-127-auth-token"));
    expect(secure.length).toBeGreaterThan(0);
    for (const cookie of secure) expect(cookie).toMatch(/; HttpOnly.*; Secure|; Secure.*; HttpOnly/);
  });

  it("refuses a wrong password with 400 'Sign in Failed', the address kept, and no cookie", async () => {
    supabase.users.push({ id: "u-1", email: OWNER, password: PASSWORD, confirmed: true, factors: [] });
    const response = await app.post("/owner/sign-in", { email: OWNER, password: "not the password at all" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(toastText(html)).toBe("Sign in Failed The email address or password is not right.");
    expect(html).toContain(`value="${OWNER}"`);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("sb-"))).toBe(false);
    // An address with no account gets the same answer.
    const unknown = await app.post("/owner/sign-in", { email: "nobody@example.com", password: PASSWORD });
    expect(unknown.status).toBe(400);
    expect(toastText(await unknown.text())).toBe("Sign in Failed The email address or password is not right.");
  });

  it("enrols an app: the QR code as an SVG data address and the secret written out; a wrong code is refused", async () => {
    const b = browser();
    await b.post("/owner/sign-up", { email: OWNER, password: PASSWORD, setupSecret: SETUP_SECRET });
    const enrol = await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" });
    expect(enrol.status).toBe(200);
    const html = await enrol.text();
    const [factor] = supabase.users[0].factors;
    expect(JSON.parse(supabase.sent("/auth/v1/factors", "POST")[0].body)).toEqual({
      friendly_name: "My phone",
      factor_type: "totp",
      issuer: "Faith & Wealth",
    });
    expect(shownKey(html)).toBe(factor.secret);
    const src = decode(/<img src="([^"]+)"/.exec(html)![1]);
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // Percent-encoded, so the colour's "#" does not end the address.
    expect(src).not.toMatch(/[#<>"]/);
    expect(decodeURIComponent(src.slice(src.indexOf(",") + 1))).toMatch(/^<svg[\s\S]*fill="#000"[\s\S]*<\/svg>$/);

    const wrong = await b.post("/owner/security", {
      intent: "verify-new",
      factorId: hiddenField(html, "factorId"),
      friendlyName: hiddenField(html, "friendlyName"),
      secret: hiddenField(html, "secret"),
      uri: hiddenField(html, "uri"),
      code: (await codeFor(factor.secret)) === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    const again = await wrong.text();
    expect(toastText(again)).toContain("App not added yet That code is not right");
    // The enrolment is shown again to retry.
    expect(again).toContain(factor.secret);
    expect(factor.status).toBe("unverified");
  });

  it("takes an aal1 session to the code before any lead, and the code raises it to aal2", async () => {
    const owner = browser();
    const secret = await signInOwnerAtAal2(owner);
    supabase.leads.push(lead(1, { name: "Ada Lovelace" }));
    const b = browser();
    expect((await b.post("/owner/sign-in", { email: OWNER, password: PASSWORD })).status).toBe(303);
    supabase.requests.length = 0;
    const leads = await b.get("/owner");
    expect(leads.status).toBe(302);
    expect(location(leads)).toBe("/owner/verify?redirectTo=%2Fowner");
    expect(restRequests()).toEqual([]);
    expect((await b.get("/owner/leads.csv")).status).toBe(302);

    const verifyPage = await b.get("/owner/verify?redirectTo=%2Fowner");
    expect(verifyPage.status).toBe(200);
    const factorId = hiddenField(await verifyPage.text(), "factorId");
    const wrong = await b.post("/owner/verify", { factorId, code: "12345", redirectTo: "/owner" });
    expect(wrong.status).toBe(400);
    expect(toastText(await wrong.text())).toContain("Sign in Failed");
    const right = await b.post("/owner/verify", { factorId, code: await codeFor(secret), redirectTo: "/owner" });
    expect(right.status).toBe(303);
    expect(location(right)).toBe("/owner");
    const [challenge] = supabase.sent(`/auth/v1/factors/${factorId}/challenge`);
    expect(challenge).toBeTruthy();
    const verify = supabase.sent(`/auth/v1/factors/${factorId}/verify`).at(-1)!;
    expect(JSON.parse(verify.body)).toMatchObject({ code: await codeFor(secret) });
    expect(supabase.claimsOf(verify.headers.authorization)).toMatchObject({ aal: "aal1" });
    const page = await b.get("/owner");
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain("Ada Lovelace");
  });

  it("shows an account that is not an owner's no leads, and asks PostgREST for none", async () => {
    const stranger = browser({ OWNER_EMAILS: "stranger@example.com" });
    await signInOwnerAtAal2(stranger, "stranger@example.com");
    supabase.leads.push(lead(1, { name: "Hidden Lead" }));
    supabase.requests.length = 0;
    const page = await app.fetch("/owner", { headers: { Cookie: stranger.cookies } });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(textOf(html)).toContain("This account is not the owner's, so it sees no leads.");
    expect(html).not.toContain("Hidden Lead");
    expect(restRequests()).toEqual([]);
  });

  it("updates a lead's status and note, sending only those two columns", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    supabase.leads.push(lead(7, { name: "Ada Lovelace" }));
    const page = await b.get("/owner/leads/7");
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain("Ada Lovelace");
    const saved = await b.post("/owner/leads/7", { status: "contacted", note: "Called on Monday" });
    expect(saved.status).toBe(303);
    const [patch] = supabase.requests.filter((r) => r.method === "PATCH");
    expect(patch.path).toBe("/rest/v1/leads");
    expect(JSON.parse(patch.body)).toEqual({ status: "contacted", note: "Called on Monday" });
    expect(patch.query.get("id")).toBe("eq.7");
    expect(supabase.claimsOf(patch.headers.authorization)).toMatchObject({ aal: "aal2" });
    expect(supabase.leads[0]).toMatchObject({ status: "contacted", note: "Called on Monday", name: "Ada Lovelace" });
  });

  it("exports the filter as CSV from what PostgREST returned, and answers 404 for a lead it does not return", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    supabase.leads.push(lead(3, { name: "=HYPERLINK(1)", assistance_needed: ["Budget", "Credit"] }));
    const csv = await b.get("/owner/leads.csv?q=hyper");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text).toContain("'=HYPERLINK(1)");
    expect(text).toContain("Budget; Credit");
    const [exported] = restRequests().filter((r) => r.query.get("limit") === "10000");
    expect(exported.query.get("or")).toBe('(name.ilike."%hyper%",email.ilike."%hyper%",phone.ilike."%hyper%")');
    expect(exported.query.get("order")).toBe("id.desc");
    expect(supabase.claimsOf(exported.headers.authorization)).toMatchObject({ aal: "aal2" });
    const missing = await b.get("/owner/leads/999");
    expect(missing.status).toBe(404);
  });

  it("removes an app only with a fresh code", async () => {
    const b = browser();
    const secret = await signInOwnerAtAal2(b);
    const factorId = supabase.users[0].factors[0].id;
    supabase.requests.length = 0;
    const wrong = await b.post("/owner/security", {
      intent: "remove",
      factorId,
      code: (await codeFor(secret)) === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(toastText(await wrong.text())).toContain("App not removed That code is not right");
    expect(supabase.sent(`/auth/v1/factors/${factorId}`, "DELETE")).toEqual([]);
    expect(supabase.users[0].factors).toHaveLength(1);

    const removed = await b.post("/owner/security", { intent: "remove", factorId, code: await codeFor(secret) });
    expect(removed.status).toBe(303);
    const [unenrol] = supabase.sent(`/auth/v1/factors/${factorId}`, "DELETE");
    expect(supabase.claimsOf(unenrol.headers.authorization)).toMatchObject({ aal: "aal2" });
    expect(supabase.users[0].factors).toEqual([]);
  });

  it("signs out with a POST: Supabase ends the session, the cookies are cleared and the old ones no longer work", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    const before = b.cookies;
    const out = await b.post("/owner/sign-out", {});
    expect(out.status).toBe(303);
    expect(location(out)).toBe("/owner/sign-in");
    const [logout] = supabase.sent("/auth/v1/logout", "POST");
    expect(logout.query.get("scope")).toBe("local");
    expect(supabase.claimsOf(logout.headers.authorization)).toMatchObject({ email: OWNER });
    const cleared = out.headers.getSetCookie().filter((c) => c.startsWith("sb-127-auth-token="));
    expect(cleared).toHaveLength(1);
    expect(cleared[0]).toMatch(/^sb-127-auth-token=; Max-Age=0/);
    expect(b.cookies).not.toContain("sb-127-auth-token=");
    // The cookies from before sign-out name a session Supabase has ended.
    const replay = await app.fetch("/owner", { headers: { Cookie: before } });
    expect(replay.status).toBe(302);
    expect(location(replay)).toBe("/owner/sign-in?redirectTo=%2Fowner");
  });

  it("signs out everywhere: Supabase ends every session of the user (scope global)", async () => {
    const b = browser();
    const secret = await signInOwnerAtAal2(b);
    vi.setSystemTime(Date.now() + 30_000);
    const laptop = browser();
    expect((await laptop.post("/owner/sign-in", { email: OWNER, password: PASSWORD })).status).toBe(303);
    expect((await laptop.post("/owner/verify", { code: await codeFor(secret) })).status).toBe(303);
    const out = await laptop.post("/owner/security", { intent: "sign-out-everywhere" });
    expect(out.status).toBe(303);
    expect(location(out)).toBe("/owner/sign-in");
    const [logout] = supabase.sent("/auth/v1/logout", "POST");
    expect(logout.query.get("scope")).toBe("global");
    for (const other of [b, laptop]) {
      expect(location(await app.fetch("/owner", { headers: { Cookie: other.cookies } }))).toBe(
        "/owner/sign-in?redirectTo=%2Fowner",
      );
    }
  });

  it("refuses a stranger who claims the listed address without the setup secret, asking Supabase nothing", async () => {
    for (const setupSecret of ["", "a guess at the setup secret, long"]) {
      const claim = await app.post("/owner/sign-up", { email: "Owner@Example.com", password: PASSWORD, setupSecret });
      expect(claim.status).toBe(400);
      expect(toastText(await claim.text())).toContain("The setup secret is not right.");
    }
    expect(supabase.sent("/auth/v1/signup", "POST")).toEqual([]);
    expect(supabase.users).toEqual([]);
  });

  it("recovers with the setup secret through Auth's admin API: new password, no app, every session ended", async () => {
    const vars = { SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const b = browser();
    await signInOwnerAtAal2(b);
    const newPassword = "a brand new passphrase here";
    const phone = ownerBrowser(app, vars);
    const guess = await phone.post("/owner/recover", { email: OWNER, password: newPassword, setupSecret: "a guess" });
    expect(guess.status).toBe(400);
    expect(supabase.sent("/auth/v1/admin/users")).toEqual([]);

    const recovered = await phone.post("/owner/recover", {
      email: OWNER,
      password: newPassword,
      setupSecret: SETUP_SECRET,
    });
    expect(recovered.status).toBe(303);
    expect(location(recovered)).toBe("/owner/security");
    expect(supabase.users[0]).toMatchObject({ password: newPassword, factors: [] });
    const logouts = supabase.sent("/auth/v1/logout", "POST");
    expect(logouts.at(-1)!.query.get("scope")).toBe("global");
    // The other browser's session has ended; this one is signed in and asked to add an app.
    expect(location(await app.fetch("/owner", { headers: { Cookie: b.cookies } }))).toBe(
      "/owner/sign-in?redirectTo=%2Fowner",
    );
    expect(location(await phone.get("/owner"))).toBe("/owner/security?redirectTo=%2Fowner");

    // With the key, a sign-up for the existing account is the same recovery: the same answer as a new one.
    const again = await app.post(
      "/owner/sign-up",
      { email: OWNER, password: "yet another passphrase", setupSecret: SETUP_SECRET },
      { vars },
    );
    expect(again.status).toBe(303);
    expect(supabase.users[0].password).toBe("yet another passphrase");

    // Without the service-role key the page says where recovery is done instead.
    const page = await app.fetch("/owner/recover");
    expect(textOf(await page.text())).toContain("in the Supabase dashboard");
  });

  it("refreshes an expired access token once per page, sends the new cookies and reads leads with the new token", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    supabase.leads.push(lead(1, { name: "Ada Lovelace" }));
    const oldToken = JSON.stringify(b.cookies);
    supabase.requests.length = 0;
    // Two hours on: the one-hour access token has expired; the refresh token still works.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 3600_000 });
    const page = await b.get("/owner");
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain("Ada Lovelace");
    const refreshes = supabase.requests.filter((r) => r.path === "/auth/v1/token");
    expect(refreshes.map((r) => r.query.get("grant_type"))).toEqual(["refresh_token"]);
    expect(page.headers.getSetCookie().some((c) => c.startsWith("sb-127-auth-token="))).toBe(true);
    expect(JSON.stringify(b.cookies)).not.toBe(oldToken);
    const list = restRequests().find((r) => r.query.get("offset") !== null)!;
    expect(supabase.claimsOf(list.headers.authorization)).toMatchObject({ aal: "aal2", email: OWNER });
    // The next page uses the saved tokens: no second refresh.
    supabase.requests.length = 0;
    expect((await b.get("/owner")).status).toBe(200);
    expect(supabase.sent("/auth/v1/token")).toEqual([]);
  });

  it("serves two parallel requests with one expired token (two tabs, or a page's data requests with JavaScript)", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    supabase.leads.push(lead(1, { name: "Ada Lovelace" }));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 3600_000 });
    const headers = { Cookie: b.cookies };
    const answers = await Promise.all([
      app.fetch("/owner?_data=routes%2Fowner._index", { headers }),
      app.fetch("/owner/leads/1?_data=routes%2Fowner.leads.%24id", { headers }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers) {
      expect(JSON.stringify(await answer.json())).toContain("Ada Lovelace");
      // Each answer carries a session that works on the next request.
      const next = await app.fetch("/owner", { headers: { Cookie: cookiesFrom(answer, b.cookies) } });
      expect(next.status).toBe(200);
    }
  });

  it("works with an asymmetric signing key, and a session ended elsewhere is signed out, not a failed page", async () => {
    supabase.signWith("ES256");
    const b = browser();
    await signInOwnerAtAal2(b);
    supabase.leads.push(lead(1, { name: "Ada Lovelace" }));
    const page = await b.get("/owner");
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain("Ada Lovelace");
    const list = restRequests().find((r) => r.query.get("offset") !== null)!;
    const header = list.headers.authorization!.split(" ")[1].split(".")[0];
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "ES256" });
    // Signed out on another device: this browser's access token is still well signed, but Supabase
    // no longer has its session.
    const other = await app.post("/owner/sign-out", {}, { headers: { Cookie: b.cookies } });
    expect(other.status).toBe(303);
    const after = await b.get("/owner");
    expect(after.status).toBe(302);
    expect(location(after)).toBe("/owner/sign-in?redirectTo=%2Fowner");
  });

  it("confirms an emailed sign-up link on the server at /owner/confirm and signs the owner in", async () => {
    supabase.confirmBy("email");
    const signUp = await app.post("/owner/sign-up", { email: OWNER, password: PASSWORD, setupSecret: SETUP_SECRET });
    expect(signUp.status).toBe(200);
    expect(textOf(await signUp.text())).toContain(`We sent a confirmation link to ${OWNER}`);
    expect(signUp.headers.getSetCookie().some((c) => c.startsWith("sb-127-auth-token="))).toBe(false);

    const stale = await app.fetch("/owner/confirm?token_hash=not-a-real-hash&type=signup");
    expect(stale.status).toBe(400);
    expect(textOf(await stale.text())).toContain("This confirmation link has expired or was used already.");
    const incomplete = await app.fetch("/owner/confirm?type=signup");
    expect(incomplete.status).toBe(400);

    const hash = supabase.tokenHashes.get(OWNER)!;
    const confirmed = await app.fetch(`/owner/confirm?token_hash=${hash}&type=signup`);
    expect(confirmed.status).toBe(303);
    expect(location(confirmed)).toBe("/owner/security");
    const verify = supabase.sent("/auth/v1/verify", "POST").at(-1)!;
    expect(JSON.parse(verify.body)).toMatchObject({ token_hash: hash, type: "signup" });
    const cookies = cookiesFrom(confirmed);
    expect(cookies).toContain("sb-127-auth-token=");
    const security = await app.fetch("/owner/security", { headers: { Cookie: cookies } });
    expect(security.status).toBe(200);
  });
});

describe("the owner's area when Supabase Auth fails", () => {
  async function signInAnswer(vars: Record<string, unknown> = {}) {
    const response = await app.post("/owner/sign-in", { email: OWNER, password: PASSWORD }, { vars });
    const html = await response.text();
    return { status: response.status, toast: toastText(html), keepsEmail: html.includes(`value="${OWNER}"`) };
  }

  it("answers 502 'Something went wrong' with the address kept when Auth answers 500", async () => {
    supabase.failAuthWith(500);
    expect(await signInAnswer()).toEqual({
      status: 502,
      toast: "Sign in Failed Something went wrong",
      keepsEmail: true,
    });
    const signUp = await app.post("/owner/sign-up", { email: OWNER, password: PASSWORD, setupSecret: SETUP_SECRET });
    expect(signUp.status).toBe(502);
    const html = await signUp.text();
    expect(toastText(html)).toBe("Sign up Failed Something went wrong");
    expect(html).toContain(`value="${OWNER}"`);
    // Failures of the backend are not the owner's: they do not count towards the lock.
    const { results } = await app.env.LEADS_DB.prepare("SELECT * FROM owner_auth_failures").all();
    expect(results).toEqual([]);
  });

  it("answers 502 on a page and on sign-out when Auth fails for a signed-in owner, never a 500", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    supabase.failAuthWith(500);
    for (const path of ["/owner", "/owner/security", "/owner/verify"]) {
      const page = await b.get(path);
      expect(page.status, path).toBe(502);
      expect(textOf(await page.text())).toContain("Something went wrong");
    }
    const out = await b.post("/owner/sign-out", {});
    expect(out.status).toBe(502);
    expect(toastText(await out.text())).toBe("Sign out Failed Something went wrong");
  });

  it("answers 502 when nothing listens at SUPABASE_URL", async () => {
    const closed = await startSupabaseOwnerStandIn();
    await closed.close();
    expect(await signInAnswer({ SUPABASE_URL: closed.url })).toEqual({
      status: 502,
      toast: "Sign in Failed Something went wrong",
      keepsEmail: true,
    });
  });

  it("answers 503 when Auth does not answer within UPSTREAM_TIMEOUT_MS", async () => {
    supabase.hangAuth(true);
    expect(await signInAnswer({ UPSTREAM_TIMEOUT_MS: "100" })).toEqual({
      status: 503,
      toast: "Sign in Failed Something went wrong",
      keepsEmail: true,
    });
    expect(supabase.sent("/auth/v1/token")).toHaveLength(1);
  });

  it("answers 502 on the leads page when PostgREST fails", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    const page = await b.get("/owner?q=%22%29");
    expect(page.status).toBe(200);
    supabase.failRestWith(500);
    const failed = await b.get("/owner");
    expect(failed.status).toBe(502);
    expect(textOf(await failed.text())).toContain("Something went wrong");
  });
});
