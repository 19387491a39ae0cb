import { describe, expect, it, vi } from "vitest";
import { FORM_NAMES, FORM_SOURCES } from "~/content/lead-forms";
import { CSV_BOM } from "~/lib/csv";
import { ROWS_PER_PAGE } from "~/lib/paging";
import { ORIGIN, useTestApp } from "../support/harness/app";
import { decode, mainOf, textOf, toastText } from "../support/harness/html";
import { OWNER, PASSWORD, SETUP_SECRET } from "../support/fixtures/owner";
import {
  codeFor,
  freshOwnerEachTest,
  ownerBrowser,
  shownKey,
  signInOwnerAtAal2,
} from "../support/harness/owner-browser";

/**
 * The owner's area on D1 through the real handler: sign-up, an authenticator app, the second
 * level before any lead, the leads (filter, page, CSV, status and note), sign-out and the lock.
 */

// Local development (ENVIRONMENT=development on localhost): sign-up open without a list or secret.
const app = useTestApp({ ENVIRONMENT: "development" });
freshOwnerEachTest(app, "leads");

/** Production settings, with the setup secret configured. */
const PRODUCTION = {
  ENVIRONMENT: "production",
  SESSION_SECRET: "s".repeat(40),
  SITE_URL: ORIGIN,
  OWNER_SETUP_SECRET: SETUP_SECRET,
};

const browser = (vars: Record<string, unknown> = {}) => ownerBrowser(app, vars);

/** Where a redirect sends the browser. */
const location = (response: Response) => response.headers.get("Location");

async function seedLead(fields: Partial<Record<string, string | null>>) {
  const lead = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: null,
    form_source: FORM_SOURCES.contact,
    message: null,
    created_at: new Date().toISOString(),
    ...fields,
  };
  await app.env.LEADS_DB.prepare(
    "INSERT INTO leads (name, email, phone, form_source, message, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  )
    .bind(lead.name, lead.email, lead.phone, lead.form_source, lead.message, lead.created_at)
    .run();
}

describe("the owner's area on D1", () => {
  it("is private: no-store, noindex, out of the sitemap and disallowed in robots.txt", async () => {
    const page = await app.fetch("/owner/sign-in");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await page.text()).toContain('<meta name="robots" content="noindex"/>');
    const guarded = await app.fetch("/owner");
    expect(guarded.status).toBe(302);
    expect(location(guarded)).toBe("/owner/sign-in?redirectTo=%2Fowner");
    expect(guarded.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await (await app.fetch("/robots.txt")).text()).toContain("Disallow: /owner");
    expect(await (await app.fetch("/sitemap.xml")).text()).not.toContain("/owner");
  });

  it("says sign-up is open to anyone in development without OWNER_EMAILS, and closed in production", async () => {
    expect(textOf(await (await app.fetch("/owner/sign-up")).text())).toContain("any address may sign up here");
    const production = { ENVIRONMENT: "production", SESSION_SECRET: "s".repeat(40), SITE_URL: ORIGIN };
    const closed = await app.fetch("/owner/sign-up", { vars: production });
    expect(textOf(await closed.text())).toContain("Sign-up is closed: no owner address is configured");
    const post = await app.post("/owner/sign-up", { email: OWNER, password: PASSWORD }, { vars: production });
    expect(post.status).toBe(400);
    expect(toastText(await post.text())).toContain("Sign up Failed");
  });

  it("refuses a short password with 400, the address kept and the toast 'Sign up Failed'", async () => {
    const response = await app.post("/owner/sign-up", { intent: "sign-up", email: OWNER, password: "short" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(toastText(html)).toBe("Sign up Failed Password: Use at least 12 characters.");
    expect(html).toContain(`value="${OWNER}"`);
    const { results } = await app.env.LEADS_DB.prepare("SELECT * FROM owner_users").all();
    expect(results).toEqual([]);
  });

  it("only lets OWNER_EMAILS sign up, and an account that is not an owner's sees no leads", async () => {
    const vars = { OWNER_EMAILS: "Owner@Example.com, partner@example.com" };
    const refused = await app.post("/owner/sign-up", { email: "stranger@example.com", password: PASSWORD }, { vars });
    expect(refused.status).toBe(400);
    expect(toastText(await refused.text())).toContain("This address may not sign up");
    // An account made while anyone could sign up, then the list set to someone else.
    const stranger = browser();
    await signInOwnerAtAal2(stranger, "stranger@example.com");
    await seedLead({ name: "Hidden Lead" });
    const page = await app.fetch("/owner", { headers: { Cookie: stranger.cookies }, vars });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(textOf(html)).toContain("This account is not the owner's, so it sees no leads.");
    expect(html).not.toContain("Hidden Lead");
  });

  it("stores the password as PBKDF2-SHA256 with its salt and count, and a session only as a hash", async () => {
    const b = browser();
    await b.post("/owner/sign-up", { intent: "sign-up", email: OWNER, password: PASSWORD });
    const user = await app.env.LEADS_DB.prepare("SELECT password_hash FROM owner_users").first<{
      password_hash: string;
    }>();
    expect(user!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(user!.password_hash).not.toContain(PASSWORD);
    const cookie = /__owner=([^;]+)/.exec(b.cookies)![1];
    const session = await app.env.LEADS_DB.prepare("SELECT id_hash, aal, expires_at FROM owner_sessions").first<{
      id_hash: string;
      aal: string;
      expires_at: string;
    }>();
    expect(session!.aal).toBe("aal1");
    expect(session!.id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(decodeURIComponent(cookie)).not.toContain(session!.id_hash);
    expect(Date.parse(session!.expires_at)).toBeGreaterThan(Date.now());
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, and Secure in production", async () => {
    const vars = { ...PRODUCTION, OWNER_EMAILS: OWNER };
    const response = await app.post(
      "/owner/sign-up",
      { email: OWNER, password: PASSWORD, setupSecret: SETUP_SECRET },
      { vars },
    );
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__owner="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\/owner/);
  });

  it("takes an owner without an app to /owner/security, and an app's wrong code is refused", async () => {
    const b = browser();
    await b.post("/owner/sign-up", { intent: "sign-up", email: OWNER, password: PASSWORD });
    const leads = await b.get("/owner");
    expect(leads.status).toBe(302);
    expect(location(leads)).toBe("/owner/security?redirectTo=%2Fowner");
    const csv = await b.get("/owner/leads.csv");
    expect(location(csv)).toMatch(/^\/owner\/security/);

    const enrol = await b.post("/owner/security", { intent: "enrol", friendlyName: "My phone" });
    const html = await enrol.text();
    expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    const secret = shownKey(html)!;
    const factorId = /name="factorId" value="([^"]+)"/.exec(html)![1];
    const uri = decode(/name="uri" value="([^"]+)"/.exec(html)![1]);
    expect(uri).toContain(`secret=${secret}`);
    const right = await codeFor(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const refused = await b.post("/owner/security", {
      intent: "verify-new",
      factorId,
      uri,
      secret,
      friendlyName: "My phone",
      code: wrong,
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(toastText(again)).toContain("App not added yet");
    // The QR code and the secret stay on the page for another try.
    expect(again).toContain(secret);
    expect(again).toMatch(/src="data:image\/svg\+xml;base64,/);
  });

  it("shows its navigation with the signed-in address on each signed-in page, and none before sign-in", async () => {
    const navOf = (html: string) => /<nav aria-label="Owner"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? null;
    const b = browser();
    expect(navOf(await (await b.get("/owner/sign-in")).text())).toBeNull();
    await signInOwnerAtAal2(b);
    await seedLead({ name: "Grace Hopper" });
    const id = (await app.env.LEADS_DB.prepare("SELECT id FROM leads").first<{ id: number }>())!.id;
    for (const path of ["/owner", `/owner/leads/${id}`, "/owner/orders", "/owner/security"]) {
      const page = await b.get(path);
      expect(page.status, path).toBe(200);
      const nav = navOf(await page.text());
      expect(nav, path).not.toBeNull();
      expect(textOf(nav!), path).toBe(`Leads Pages Orders Products Broadcasts Your site Security ${OWNER} Sign out`);
    }
  });

  it("asks D1 for the session and its factors in one round trip on a guarded page", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    // The database as the page sees it, counting its round trips: a batch is one.
    const asked: string[] = [];
    const db = app.env.LEADS_DB;
    const counted = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
      new Proxy(statement, {
        get(target, key) {
          if (key === "bind") return (...values: unknown[]) => counted(target.bind(...values), sql);
          if (key === "first" || key === "all" || key === "run" || key === "raw") {
            return (...args: unknown[]) => {
              asked.push(sql);
              return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
            };
          }
          return Reflect.get(target, key);
        },
      });
    const countingDb = {
      prepare: (sql: string) => counted(db.prepare(sql), sql),
      batch: (statements: D1PreparedStatement[]) => {
        asked.push("batch");
        return db.batch(statements);
      },
    };
    const page = await app.fetch("/owner", { headers: { Cookie: b.cookies }, vars: { LEADS_DB: countingDb } });
    expect(page.status).toBe(200);
    // The session with its factors; the page of leads with its count; the chart's counts; the
    // messages the outbox gave up on; the email list's subscribers and their states; the page counts;
    // and the owner's site content, read once for the layout and the launch checklist alike (the
    // checklist wants it as stored now: she may have just fixed an item; this binding is new to the
    // isolate's minute-long memory, so the layout reads it too, and the two share that read).
    expect(asked).toHaveLength(7);
  });

  it("counts the week's leads of each form in the chart, however many arrive on one day", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    const today = new Date().toISOString();
    for (let i = 0; i < 3; i++) await seedLead({ form_source: FORM_SOURCES.contact, created_at: today });
    await seedLead({ form_source: FORM_SOURCES.seller, created_at: today });
    const html = await (await b.get("/owner")).text();
    expect(html).toContain(`<title>${FORM_NAMES.contact}: 3</title>`);
    expect(html).toContain(`<title>${FORM_NAMES.seller}: 1</title>`);
  });

  it("shows a contact lead's page with the fields its form has, in words, and no empty rows", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    await seedLead({ name: "Mary Contact", email: "mary@example.com", message: "Call me about the bundle" });
    const id = /href="\/owner\/leads\/(\d+)"[^>]*>Mary Contact</.exec(await (await b.get("/owner")).text())![1];
    const fields = textOf(mainOf(await (await b.get(`/owner/leads/${id}`)).text()));
    expect(fields).toContain("Contact message");
    expect(fields).toContain("Call me about the bundle");
    expect(fields).not.toContain(FORM_SOURCES.contact);
    for (const absent of ["Timeframe", "Service level", "Number of properties", "Help asked for", "—"]) {
      expect(fields).not.toContain(absent);
    }
  });

  it("runs the owner's day: leads newest first, filtered, exported; a status and note saved; sign out", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString();
    await seedLead({
      name: "Old Buyer",
      email: "old@example.com",
      form_source: FORM_SOURCES.buyer,
      created_at: day(20),
    });
    await seedLead({
      name: '=HYPERLINK("x")',
      email: "formula@example.com",
      phone: "+1 404 555 0100",
      created_at: day(2),
    });
    await seedLead({
      name: "Newest Seller",
      email: "new@example.com",
      form_source: FORM_SOURCES.seller,
      created_at: day(0),
    });

    const page = await b.get("/owner");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = mainOf(await page.text());
    const names = [...html.matchAll(/href="\/owner\/leads\/\d+"[^>]*>([^<]+)</g)].map((m) => decode(m[1]));
    expect(names).toEqual(["Newest Seller", '=HYPERLINK("x")', "Old Buyer"]);
    // The chart: SVG bars and a table with the week's counts for screen readers.
    expect(html).toContain('data-chart="leads-per-week"');
    expect(html).toMatch(/<div class="sr-only"><table>/);

    const search = mainOf(await (await b.get("/owner?q=555%200100")).text());
    expect(textOf(search)).toContain("1 lead match this filter");
    // D1 refuses LIKE patterns over 50 bytes: a long search still answers.
    const long = await b.get(`/owner?q=${"formula@example.com".padStart(80, "x")}`);
    expect(long.status).toBe(200);
    expect(textOf(mainOf(await long.text()))).toContain("0 leads match this filter");
    const bySource = mainOf(await (await b.get(`/owner?source=${encodeURIComponent(FORM_SOURCES.buyer)}`)).text());
    expect(textOf(bySource)).toContain("Old Buyer");
    expect(textOf(bySource)).not.toContain("Newest Seller");
    const byDate = mainOf(await (await b.get(`/owner?from=${day(3).slice(0, 10)}`)).text());
    expect(textOf(byDate)).toContain("2 leads match this filter");
    expect(byDate).toContain(`href="/owner/leads.csv?from=${day(3).slice(0, 10)}"`);

    const csv = await b.get(`/owner/leads.csv?from=${day(3).slice(0, 10)}`);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      ["Number", "Received (Eastern Time)", "Name", "Email", "Phone", "Form", "Interest", "Message", "Timeframe"]
        .concat(["Property or location", "Help asked for", "Service level", "Number of properties", "Status"])
        .concat(["Private note", "Email delivery"])
        .map((name) => `"${name}"`)
        .join(","),
    );
    expect(lines).toHaveLength(4); // header, two leads, the final line break
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")","formula@example.com","'+1 404 555 0100",`);
    // Times on her clock as YYYY-MM-DD HH:MM, which a spreadsheet sorts; values in words.
    const received = lines.slice(1, 3).map((line) => /^"\d+","([^"]*)"/.exec(line)![1]);
    for (const time of received) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect([...received].sort().reverse()).toEqual(received);
    expect(lines[1]).toContain(`"${FORM_NAMES.seller}"`);
    expect(lines[1]).toContain('"New"');

    const id = /href="\/owner\/leads\/(\d+)"[^>]*>Newest Seller</.exec(html)![1];
    const leadPage = await b.get(`/owner/leads/${id}`);
    expect(textOf(mainOf(await leadPage.text()))).toContain(FORM_NAMES.seller);
    const badStatus = await b.post(`/owner/leads/${id}`, { intent: "save", status: "won", note: "Called" });
    expect(badStatus.status).toBe(400);
    expect(await badStatus.text()).toContain("Called");
    const saved = await b.post(`/owner/leads/${id}`, { intent: "save", status: "contacted", note: "Called on Monday" });
    expect(saved.status).toBe(303);
    const row = await app.env.LEADS_DB.prepare("SELECT status, note FROM leads WHERE id = ?1").bind(Number(id)).first();
    expect(row).toEqual({ status: "contacted", note: "Called on Monday" });

    const out = await b.post("/owner/sign-out", {});
    expect(out.status).toBe(303);
    expect(location(out)).toBe("/owner/sign-in");
    expect((await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM owner_sessions").first())!.n).toBe(0);
    expect(location(await b.get("/owner"))).toBe("/owner/sign-in?redirectTo=%2Fowner");
  });

  it("quotes every cell of the leads export and guards formulas after ';' and tabs", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    await seedLead({ name: "Bob;=1+1;x", message: "\t=cmd|' /C calc'!A0", phone: "-2+3" });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await (await b.get("/owner/leads.csv")).arrayBuffer(),
    );
    const [, row] = text.slice(1).trim().split("\r\n");
    expect(row).toContain('"Bob;=1+1;x"');
    expect(row).toContain(`"'-2+3"`);
    expect(row).toContain(`"'\t=cmd|' /C calc'!A0"`);
    const cells = row.match(/"(?:[^"]|"")*"/g) ?? [];
    expect(cells.join(",")).toBe(row);
  });

  it("pages the leads 50 at a time, the filter kept in the Newer and Older links", async () => {
    const b = browser();
    await signInOwnerAtAal2(b);
    for (let i = 0; i < ROWS_PER_PAGE + 1; i++) {
      await seedLead({
        name: `Lead ${i}`,
        created_at: new Date(Date.now() - (ROWS_PER_PAGE - i) * 60_000).toISOString(),
      });
    }
    // Newest first: the first lead saved is the one on page 2.
    const first = mainOf(await (await b.get("/owner")).text());
    expect(first.match(/data-testid="lead-row"/g)).toHaveLength(ROWS_PER_PAGE);
    expect(textOf(first)).toContain("Page 1 of 2");
    expect(first).toContain('href="/owner?page=2"');
    expect(textOf(first)).not.toContain("Newer");
    const second = mainOf(await (await b.get("/owner?page=2")).text());
    expect(second.match(/data-testid="lead-row"/g)).toHaveLength(1);
    expect(textOf(second)).toContain("Lead 0 ");
    expect(second).toMatch(/href="\/owner"[^>]*>Newer</);
    const filtered = mainOf(await (await b.get("/owner?q=Lead&page=2")).text());
    expect(filtered).toMatch(/href="\/owner\?q=Lead"[^>]*>Newer</);
    expect(filtered).toMatch(/href="\/owner"[^>]*>Clear</);
  });

  it("asks for a code after the password, refuses a wrong or reused one, and accepts a fresh one", async () => {
    const b = browser();
    const secret = await signInOwnerAtAal2(b);
    await b.post("/owner/sign-out", {});
    const signIn = await b.post("/owner/sign-in", { email: OWNER, password: PASSWORD, redirectTo: "/owner" });
    expect(signIn.status).toBe(303);
    const guarded = await b.get("/owner");
    expect(location(guarded)).toBe("/owner/verify?redirectTo=%2Fowner");
    const verifyPage = await (await b.get("/owner/verify?redirectTo=%2Fowner")).text();
    const factorId = /name="factorId" value="([^"]+)"/.exec(verifyPage)![1];

    // The code used at enrolment was accepted once: the same step's code is refused now.
    const reused = await b.post("/owner/verify", { factorId, code: await codeFor(secret), redirectTo: "/owner" });
    expect(reused.status).toBe(400);
    expect(toastText(await reused.text())).toContain("Sign in Failed");
    expect((await b.get("/owner")).status).toBe(302);

    vi.setSystemTime(Date.now() + 30_000);
    const fresh = await b.post("/owner/verify", { factorId, code: await codeFor(secret), redirectTo: "/owner" });
    expect(fresh.status).toBe(303);
    expect(location(fresh)).toBe("/owner");
    expect((await b.get("/owner")).status).toBe(200);
  });

  it("never says whether an address has an account", async () => {
    const b = browser();
    await b.post("/owner/sign-up", { intent: "sign-up", email: OWNER, password: PASSWORD });
    const wrongPassword = await app.post("/owner/sign-in", { email: OWNER, password: "not the password at all" });
    const noAccount = await app.post("/owner/sign-in", {
      email: "nobody@example.com",
      password: "not the password at all",
    });
    expect(wrongPassword.status).toBe(400);
    expect(noAccount.status).toBe(400);
    expect(toastText(await wrongPassword.text())).toBe(toastText(await noAccount.text()));
  });

  it("locks an account's sign-in after 5 failures in 15 minutes and says when to try again", async () => {
    const b = browser();
    await b.post("/owner/sign-up", { intent: "sign-up", email: OWNER, password: PASSWORD });
    for (let i = 0; i < 5; i++) {
      const failed = await app.post("/owner/sign-in", { email: OWNER, password: `wrong password ${i}` });
      expect(failed.status).toBe(400);
    }
    const locked = await app.post("/owner/sign-in", { email: OWNER, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    const toast = toastText(await locked.text());
    expect(toast).toMatch(
      /^Sign in Failed Too many failed attempts\. Try again after \d{1,2}:\d{2} [AP]M E[SD]T \(in 15 minutes\)\.$/,
    );
    // Another address from elsewhere is not locked.
    const other = await app.post(
      "/owner/sign-in",
      { email: "other@example.com", password: PASSWORD },
      {
        headers: { "CF-Connecting-IP": "203.0.113.9" },
      },
    );
    expect(other.status).toBe(400);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await app.post("/owner/sign-in", { email: OWNER, password: PASSWORD })).status).toBe(303);
  });

  it("removes an app only with a fresh code, and then asks for a new one before any lead", async () => {
    const b = browser();
    const secret = await signInOwnerAtAal2(b);
    const page = await (await b.get("/owner/security")).text();
    expect(textOf(mainOf(page))).toContain("My phone");
    // The way back is the setup secret's recovery, never a raw command on the database.
    expect(page).toContain('href="/owner/recover"');
    expect(textOf(page)).not.toMatch(/wrangler d1 execute|DELETE FROM/i);
    const factorId = /name="factorId" value="([^"]+)"/.exec(page)![1];
    const stale = await b.post("/owner/security", { intent: "remove", factorId, code: await codeFor(secret) });
    expect(stale.status).toBe(400);
    expect((await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM owner_factors").first())!.n).toBe(1);
    vi.setSystemTime(Date.now() + 30_000);
    const removed = await b.post("/owner/security", { intent: "remove", factorId, code: await codeFor(secret) });
    expect(location(removed)).toBe("/owner/security");
    expect(removed.status).toBe(303);
    expect((await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM owner_factors").first())!.n).toBe(0);
    expect(location(await b.get("/owner"))).toBe("/owner/security?redirectTo=%2Fowner");
  });

  it("answers 502 'Something went wrong' when the database fails, never a 500", async () => {
    const broken = {
      prepare() {
        throw new Error("D1 is down");
      },
      batch() {
        throw new Error("D1 is down");
      },
    };
    const signIn = await app.post(
      "/owner/sign-in",
      { email: OWNER, password: PASSWORD },
      { vars: { LEADS_DB: broken } },
    );
    expect(signIn.status).toBe(502);
    expect(toastText(await signIn.text())).toBe("Sign in Failed Something went wrong");
    const signUp = await app.post(
      "/owner/sign-up",
      { email: OWNER, password: PASSWORD },
      { vars: { LEADS_DB: broken } },
    );
    expect(signUp.status).toBe(502);
    expect(toastText(await signUp.text())).toBe("Sign up Failed Something went wrong");
  });
});
