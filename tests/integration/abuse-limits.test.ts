import { describe, expect, it, vi } from "vitest";
import { emailWords } from "~/content/email";
import { ORIGIN } from "../support/harness/app";
import { useMailApp } from "../support/harness/mail-app";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { OWNER } from "../support/fixtures/owner";

/**
 * Issue 50, on D1 through the real build and the Resend stand-in: one client cannot spend the
 * owner's email quota (her lead notices stop at 20 an hour, the rest are held and sent as one
 * digest an hour by the scheduled job; buyers' messages are claimed from the outbox first), and a
 * stranger cannot rename a subscriber who has not confirmed (nor one who unsubscribed and is asked
 * again). Every instant is set by the test.
 */

const contactCase = LEAD_CASES.find((c) => c.id === "contact")!;
const eventCase = LEAD_CASES.find((c) => c.id === "event")!;
const listCase = LEAD_CASES.find((c) => c.id === "emailList")!;

const { app, resend, sentTo } = useMailApp("outbox", "leads", "subscribers", "held_notices", "event_registrations");

let token = 0;
const submission = () => `abuse-token-${String(++token).padStart(8, "0")}`;
let client = 0;
/** Each post from another client address: the cap holds whatever the client. */
const fromAnywhere = () => ({ headers: { "CF-Connecting-IP": `203.0.113.${++client % 250}` } });

let visitors = 0;
/** `count` contact-form leads at `at`, from visitor<n>@example.com, n counting from 1 in this file. */
async function contactAt(at: string, count: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(at) });
  for (let i = 0; i < count; i++) {
    const response = await app.post(
      contactCase.action,
      { ...contactCase.post, email: `visitor${++visitors}@example.com`, submission_id: submission() },
      fromAnywhere(),
    );
    expect(response.status).toBe(303);
  }
  await app.settle();
  vi.useRealTimers();
}

const notices = () => sentTo(OWNER).filter((m) => m.subject.startsWith("New lead"));
const digests = () => sentTo(OWNER).filter((m) => /more new leads this hour$/.test(m.subject));

describe("the owner's lead notices", () => {
  it("stop at 20 an hour; the rest are held and go as one digest an hour, each lead listed once and saved", async () => {
    await contactAt("2026-12-08T15:00:00Z", 23);
    expect(notices()).toHaveLength(20);
    const count = await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM leads").first<{ n: number }>();
    expect(count?.n).toBe(23);
    expect((await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM held_notices").first<{ n: number }>())?.n).toBe(
      3,
    );

    // The job's next run sends the hour's digest: the three held leads, each with its link.
    expect((await app.scheduled({ now: new Date("2026-12-08T15:05:00Z") })).digest).toBe(3);
    const [digest] = digests();
    expect(digest.subject).toBe("3 more new leads this hour");
    expect(digest.text).toContain(emailWords.digestIntro.replace("{cap}", "20"));
    for (const visitor of ["visitor21@example.com", "visitor22@example.com", "visitor23@example.com"]) {
      expect(digest.text).toContain(visitor);
    }
    expect(digest.text).not.toContain("visitor20@example.com");
    expect(digest.text).toMatch(new RegExp(`${ORIGIN}/owner/leads/\\d+`));
    // Later runs the same hour send no second digest.
    expect((await app.scheduled({ now: new Date("2026-12-08T15:10:00Z") })).digest).toBe(0);

    // Two more within the hour: still over the cap, held, and listed in the next hour's digest.
    await contactAt("2026-12-08T15:20:00Z", 2);
    expect(notices()).toHaveLength(20);
    expect((await app.scheduled({ now: new Date("2026-12-08T15:30:00Z") })).digest).toBe(0);
    expect(digests()).toHaveLength(1);
    expect((await app.scheduled({ now: new Date("2026-12-08T16:01:00Z") })).digest).toBe(2);
    expect(digests().map((m) => m.subject)).toEqual(["3 more new leads this hour", "2 more new leads this hour"]);
    expect((await app.scheduled({ now: new Date("2026-12-08T17:01:00Z") })).digest).toBe(0);

    // A new hour: her notices come one by one again.
    await contactAt("2026-12-08T17:10:00Z", 1);
    expect(notices()).toHaveLength(21);
  });
});

describe("Money Moves Live's registrations", () => {
  /** One client's post of a form with the in-memory limiter on (two posts a minute per form). */
  const fromOneClient = (client: string) => ({
    headers: { "CF-Connecting-IP": client },
    vars: { RATE_LIMIT: "2" },
  });

  it("count against a client's allowance as every form's do: past it, refused (429) and nothing sent", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-12-08T15:00:00Z") });
    for (const [form, client] of [
      [eventCase, "198.51.100.7"],
      [contactCase, "198.51.100.8"],
    ] as const) {
      for (const i of [1, 2]) {
        const post = { ...form.post, email: `${form.id}-${i}@example.com`, submission_id: submission() };
        expect((await app.post(form.action, post, fromOneClient(client))).status).toBe(303);
      }
      const refused = { ...form.post, email: `${form.id}-3@example.com`, submission_id: submission() };
      expect((await app.post(form.action, refused, fromOneClient(client))).status).toBe(429);
    }
    await app.settle();
    expect(sentTo("event-1@example.com").map((m) => m.subject)).toEqual([expect.stringMatching(/^You're registered/)]);
    expect(sentTo("event-3@example.com")).toEqual([]);
    const saved = await app.env.LEADS_DB.prepare("SELECT email FROM leads ORDER BY email").all<{ email: string }>();
    expect(saved.results.map((row) => row.email)).toEqual([
      "contact-1@example.com",
      "contact-2@example.com",
      "event-1@example.com",
      "event-2@example.com",
    ]);
  });

  it("count in the owner's hourly cap of lead notices with the other forms' leads", async () => {
    await contactAt("2026-12-08T15:00:00Z", 19);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-12-08T15:10:00Z") });
    for (const email of ["ada@example.com", "bea@example.com"]) {
      const post = { ...eventCase.post, email, submission_id: submission() };
      expect((await app.post(eventCase.action, post, fromAnywhere())).status).toBe(303);
    }
    await app.settle();
    expect(notices()).toHaveLength(20);
    const held = await app.env.LEADS_DB.prepare("SELECT email FROM held_notices").all<{ email: string }>();
    expect(held.results.map((row) => row.email)).toEqual(["bea@example.com"]);
    // Each registrant has her confirmation all the same.
    for (const email of ["ada@example.com", "bea@example.com"]) expect(sentTo(email)).toHaveLength(1);
  });
});

describe("the outbox", () => {
  it("claims buyers' messages first when more are due than one run sends", async () => {
    const insert = app.env.LEADS_DB.prepare(
      `INSERT INTO outbox (idempotency_key, kind, to_address, subject, html, text, next_attempt_at, created_at)
       VALUES (?1, ?2, ?3, 'S', '<p>x</p>', 'x', ?4, ?4)`,
    );
    // 60 older messages of other kinds, due before the buyer's receipt.
    const rows = Array.from({ length: 60 }, (_, i) =>
      insert.bind(
        `other-${i}`,
        i % 2 ? "lead-notice" : "event-confirmation",
        `o${i}@example.com`,
        "2026-12-08T10:00:00.000Z",
      ),
    );
    rows.push(insert.bind("buyer-1", "buyer-delivery", "buyer@example.com", "2026-12-08T11:00:00.000Z"));
    await app.env.LEADS_DB.batch(rows);
    const report = await app.scheduled({ now: new Date("2026-12-08T11:30:00Z") });
    expect(report.outbox).toMatchObject({ claimed: 50, sent: 50 });
    expect(sentTo("buyer@example.com")).toHaveLength(1);
    const buyer = await app.env.LEADS_DB.prepare("SELECT status FROM outbox WHERE idempotency_key = 'buyer-1'").first();
    expect(buyer).toEqual({ status: "sent" });
  });
});

describe("a subscriber's name", () => {
  const row = (email: string) =>
    app.env.LEADS_DB.prepare("SELECT status, name FROM subscribers WHERE email = ?1 AND list = 'newsletter'")
      .bind(email)
      .first<{ status: string; name: string | null }>();
  const join = async (name: string, email: string, at: string) => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(at) });
    const response = await app.post(
      listCase.action,
      { ...listCase.post, name, email, submission_id: submission() },
      fromAnywhere(),
    );
    expect(response.status).toBe(303);
    await app.settle();
    vi.useRealTimers();
  };
  const confirmFromEmail = async (email: string) => {
    const [confirmation] = sentTo(email);
    const link = /(http:\/\/\S+\/confirm-subscription\?t=\S+)/.exec(confirmation.text)![1];
    expect((await app.post(link.replace(ORIGIN, ""), {})).status).toBe(200);
  };

  it("is nobody's once two posts disagree while it is pending: the real person's confirmation stores no stranger's words", async () => {
    await join("Grace", "grace@example.com", "2026-12-08T09:00:00Z");
    await join("Grace", "grace@example.com", "2026-12-08T09:05:00Z");
    expect(await row("grace@example.com")).toEqual({ status: "pending", name: "Grace" });
    await join("Call +1 800 555 0100 now", "grace@example.com", "2026-12-08T09:10:00Z");
    expect(await row("grace@example.com")).toEqual({ status: "pending", name: null });
    // Her own post again does not bring a name back: nobody can tell whose the first was.
    await join("Grace", "grace@example.com", "2026-12-08T09:20:00Z");
    await confirmFromEmail("grace@example.com");
    expect(await row("grace@example.com")).toEqual({ status: "confirmed", name: null });
  });

  it("an unsubscribed address asked again keeps its own name, and its confirmation stores no stranger's words", async () => {
    await join("Hedy", "hedy@example.com", "2026-12-08T09:00:00Z");
    await confirmFromEmail("hedy@example.com");
    await app.env.LEADS_DB.prepare(
      "UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = '2026-12-08T10:00:00.000Z' WHERE email = 'hedy@example.com'",
    ).run();
    resend().requests.length = 0;
    await join("A stranger's words", "hedy@example.com", "2026-12-09T09:00:00Z");
    expect(await row("hedy@example.com")).toEqual({ status: "pending", name: "Hedy" });
    await confirmFromEmail("hedy@example.com");
    expect(await row("hedy@example.com")).toEqual({ status: "confirmed", name: "Hedy" });
  });
});
