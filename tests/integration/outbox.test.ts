import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "~/lib/outbox";
import { ownerTime } from "~/lib/owner-time";
import { newClaim } from "~/services/email/email.server";
import { createD1Outbox } from "~/services/email/outbox-d1.server";
import { useTestApp } from "../support/harness/app";
import { textOf } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { emailBindings, resendError, sentEmails, startResendStandIn } from "../support/stand-ins/resend";
import { sendJson, type StandIn } from "../support/stand-ins/stand-in";
import { OWNER, SETUP_SECRET } from "../support/fixtures/owner";
import {
  emptyOwnerTables,
  holdClockAtStepStart,
  ownerBrowser,
  signInOwnerAtAal2,
} from "../support/harness/owner-browser";

/**
 * The email outbox and the scheduled job through the real build on local D1: a message is queued
 * before the response and sent after it; one the Resend stand-in refuses stays queued with its
 * error, the scheduled job retries it with backoff under the same idempotency key, gives up after
 * the last retry (the owner sees it on /owner and can send it again), and two runs at once send
 * nothing twice. The clean-up removes only what has expired.
 */

const contact = LEAD_CASES.find((c) => c.id === "contact")!;

let resend: StandIn;
/** The idempotency keys of the messages the stand-in accepted (answered 200), in order. */
let delivered: string[] = [];
let refusing = false;
let delayMs = 0;

beforeAll(async () => {
  resend = await startResendStandIn();
  resend.setHandler(async (request, response) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (refusing) return resendError(response, 500, "internal_server_error", "stand-in is down");
    delivered.push(String(request.headers["idempotency-key"]));
    sendJson(response, 200, { id: `email_${delivered.length}` });
  });
});
afterAll(() => resend?.close());
const app = useTestApp(() => emailBindings(resend.url, { from: "Faith & Wealth <orders@example.com>" }));
beforeEach(async () => {
  await app.settle();
  await emptyOwnerTables(app, "outbox", "leads");
  resend.requests.length = 0;
  delivered = [];
  refusing = false;
  delayMs = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

interface Row {
  id: number;
  idempotency_key: string;
  kind: string;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

async function outboxRows(): Promise<Row[]> {
  const { results } = await app.env.LEADS_DB.prepare("SELECT * FROM outbox ORDER BY id").all<Row>();
  return results;
}

/** A contact form post: the owner's notice of the new lead is queued, then sent after the response. */
async function postLead(token: string): Promise<void> {
  const response = await app.post(contact.action, { ...contact.post, submission_id: token });
  expect(response.status).toBe(303);
  await app.settle();
}

/** Queued rows written as a run would find them, due at `due`. */
async function queue(count: number, due: Date): Promise<void> {
  for (let i = 0; i < count; i++) {
    await app.env.LEADS_DB.prepare(
      `INSERT INTO outbox (idempotency_key, kind, to_address, subject, html, text, next_attempt_at)
       VALUES (?1, 'order-notice', ?2, ?3, '<p>Hi</p>', 'Hi', ?4)`,
    )
      .bind(`queued-${i}`, `buyer${i}@example.com`, `Message ${i}`, due.toISOString())
      .run();
  }
}

const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

describe("the outbox", () => {
  it("queues the owner's notice of a lead before the response and sends it once, marked sent", async () => {
    const postedAt = new Date();
    vi.useFakeTimers({ toFake: ["Date"], now: postedAt });
    await postLead("outbox-token-00000001");
    vi.useRealTimers();
    const lead = await app.env.LEADS_DB.prepare(
      "SELECT id FROM leads WHERE submission_id = 'outbox-token-00000001'",
    ).first<{ id: number }>();
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      idempotency_key: `lead-${lead!.id}`,
      kind: "lead-notice",
      to_address: OWNER,
      status: "sent",
      attempts: 1,
      last_error: null,
      claimed_until: null,
    });
    expect(row.sent_at).toBeTruthy();
    expect(delivered).toEqual([`lead-${lead!.id}`]);
    expect(sentEmails(resend)[0].to).toEqual([OWNER]);
    // When it came in, in her zone as people write it ("Thu 26 Nov, 9:50 PM").
    expect(sentEmails(resend)[0].text).toContain(`Received: ${ownerTime(postedAt.toISOString())}`);
    expect(sentEmails(resend)[0].text).toMatch(/Received: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [AP]M\n/);

    // Nothing is due: a run sends nothing again.
    const report = await app.scheduled({ now: new Date(Date.now() + 24 * 3600_000) });
    expect(report.outbox).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(delivered).toHaveLength(1);
  });

  it("keeps a send that fails with its error, and the next run after the backoff delivers it once", async () => {
    refusing = true;
    await postLead("outbox-token-00000002");
    const [queued] = await outboxRows();
    expect(queued).toMatchObject({ status: "queued", attempts: 1, claimed_until: null });
    expect(queued.last_error).toContain("Resend answered 500");
    expect(queued.last_error).toContain("stand-in is down");
    expect(resend.requests).toHaveLength(1);

    refusing = false;
    // Before its retry time the row is left alone.
    const early = await app.scheduled({ now: after(queued.next_attempt_at, -1000) });
    expect(early.outbox?.claimed).toBe(0);
    expect(resend.requests).toHaveLength(1);

    const due = await app.scheduled({ now: after(queued.next_attempt_at, 0) });
    expect(due.outbox).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    // The same key on both attempts: Resend would never deliver it twice.
    expect(resend.requests.map((request) => request.headers["idempotency-key"])).toEqual([
      queued.idempotency_key,
      queued.idempotency_key,
    ]);
    expect(delivered).toEqual([queued.idempotency_key]);

    await app.scheduled({ now: after(queued.next_attempt_at, 3600_000) });
    expect(delivered).toHaveLength(1);
  });

  it("retries after 1, 5 and 30 minutes, 2 and 12 hours, then marks the message failed", async () => {
    refusing = true;
    await postLead("outbox-token-00000003");
    let [row] = await outboxRows();
    const waits: number[] = [];
    let previous = Date.parse(row.next_attempt_at);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await app.scheduled({ now: new Date(Date.parse(row.next_attempt_at)) });
      const last = attempt === MAX_ATTEMPTS;
      expect(report.outbox).toEqual({ claimed: 1, sent: 0, retrying: last ? 0 : 1, failed: last ? 1 : 0 });
      [row] = await outboxRows();
      expect(row.attempts).toBe(attempt);
      if (!last) {
        waits.push(Date.parse(row.next_attempt_at) - previous);
        previous = Date.parse(row.next_attempt_at);
      }
    }
    expect(waits).toEqual(RETRY_DELAYS_MS.slice(1));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row.last_error).toContain("Resend answered 500");
    expect(resend.requests).toHaveLength(MAX_ATTEMPTS);
    expect(new Set(resend.requests.map((request) => request.headers["idempotency-key"]))).toEqual(
      new Set([row.idempotency_key]),
    );
    // A failed message is never picked up again by itself.
    await app.scheduled({ now: new Date(Date.now() + 7 * 24 * 3600_000) });
    expect(resend.requests).toHaveLength(MAX_ATTEMPTS);
  });

  it("delivers each message once when two runs go at the same moment", async () => {
    const now = new Date();
    await queue(12, new Date(now.getTime() - 1000));
    delayMs = 50;
    const [first, second] = await Promise.all([app.scheduled({ now }), app.scheduled({ now })]);
    expect(first.outbox!.sent + second.outbox!.sent).toBe(12);
    expect(first.outbox!.claimed + second.outbox!.claimed).toBe(12);
    expect(delivered.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `queued-${i}`).sort());
    expect((await outboxRows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("sends at most a batch per run and leaves the rest for the next", async () => {
    const now = new Date();
    await queue(55, new Date(now.getTime() - 1000));
    const first = await app.scheduled({ now });
    expect(first.outbox).toMatchObject({ claimed: 50, sent: 50 });
    const second = await app.scheduled({ now });
    expect(second.outbox).toMatchObject({ claimed: 5, sent: 5 });
    expect(new Set(delivered).size).toBe(55);
  });

  it("takes back a row whose run died once its claim has lapsed, and not before", async () => {
    const now = new Date();
    await queue(1, new Date(now.getTime() - 1000));
    // A run claimed it and died before recording anything.
    const lapses = new Date(now.getTime() + 60_000).toISOString();
    await app.env.LEADS_DB.prepare(
      "UPDATE outbox SET status = 'sending', attempts = 1, claimed_until = ?1, claim_token = 'dead-run'",
    )
      .bind(lapses)
      .run();
    expect((await app.scheduled({ now })).outbox?.claimed).toBe(0);
    const report = await app.scheduled({ now: new Date(lapses) });
    expect(report.outbox).toMatchObject({ claimed: 1, sent: 1 });
    expect(await outboxRows()).toMatchObject([{ status: "sent", attempts: 2 }]);
    expect(delivered).toEqual(["queued-0"]);
  });

  it("queues one row per idempotency key: a second message with the same key is not queued", async () => {
    const outbox = createD1Outbox(app.env.LEADS_DB);
    const now = new Date();
    const message = {
      idempotencyKey: "order-cs_once-buyer",
      kind: "buyer-delivery",
      to: "buyer@example.com",
      subject: "Your downloads",
      html: "<p>Links</p>",
      text: "Links",
      headers: { "List-Unsubscribe": "<https://example.com/u>" },
    };
    expect(await outbox.enqueueClaimed(message, newClaim(now), now)).toMatchObject({
      status: "sending",
      headers: message.headers,
    });
    expect(await outbox.enqueueClaimed({ ...message, subject: "Again" }, newClaim(now), now)).toBeNull();
    expect(await outboxRows()).toMatchObject([{ idempotency_key: "order-cs_once-buyer", subject: "Your downloads" }]);
  });

  it("without RESEND_API_KEY logs the message and marks it sent", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const response = await app.post(
        contact.action,
        { ...contact.post, submission_id: "outbox-token-00000004" },
        { vars: { RESEND_API_KEY: undefined } },
      );
      expect(response.status).toBe(303);
      await app.settle();
      const logged = log.mock.calls.map((call) => String(call[0]));
      expect(logged.some((line) => line.startsWith(`Email not sent (no RESEND_API_KEY) to ${OWNER}`))).toBe(true);
    } finally {
      log.mockRestore();
    }
    expect(await outboxRows()).toMatchObject([{ status: "sent", attempts: 1, to_address: OWNER }]);
    expect(resend.requests).toHaveLength(0);
  });
});

describe("failed messages on /owner", () => {
  /** A lead notice that failed every attempt. */
  async function failedMessage(): Promise<Row> {
    refusing = true;
    await postLead("outbox-token-00000005");
    let [row] = await outboxRows();
    while (row.status !== "failed") {
      await app.scheduled({ now: new Date(Date.parse(row.next_attempt_at)) });
      [row] = await outboxRows();
    }
    refusing = false;
    resend.requests.length = 0;
    return row;
  }

  it("shows the owner at aal2 each failed message with its error, and Send again delivers it", async () => {
    const row = await failedMessage();
    // Anyone else is sent to sign in and sees none of it.
    const anonymous = await app.fetch("/owner");
    expect(anonymous.status).toBe(302);
    expect(await anonymous.text()).not.toContain(row.subject);
    const forged = await app.post("/owner?index", { id: String(row.id) });
    expect(forged.status).toBe(302);
    expect((await outboxRows())[0].status).toBe("failed");

    holdClockAtStepStart();
    const b = ownerBrowser(app, { ENVIRONMENT: "development", OWNER_SETUP_SECRET: SETUP_SECRET });
    await signInOwnerAtAal2(b);
    const page = await b.get("/owner");
    expect(page.status).toBe(200);
    const html = await page.text();
    const section = /<section[^>]*data-testid="failed-emails"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const text = textOf(section);
    expect(text).toContain("Emails not delivered");
    expect(text).toContain(row.subject);
    expect(text).toContain(`To ${OWNER} · lead-notice ·`);
    expect(text).toContain(`· ${MAX_ATTEMPTS} attempts`);
    expect(text).toContain("Error: Resend answered 500");
    expect(text).toContain("Send again");
    expect(section).toContain(`name="id" value="${row.id}"`);

    const again = await b.post("/owner?index", { intent: `send-again-${row.id}`, id: String(row.id) });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/owner");
    await app.settle();
    expect(await outboxRows()).toMatchObject([{ status: "sent", last_error: null }]);
    expect(delivered).toEqual([row.idempotency_key]);
    const after = await b.get("/owner");
    const afterHtml = await after.text();
    expect(afterHtml).toContain("Sending again");
    expect(afterHtml).not.toContain('data-testid="failed-emails"');

    // A message that is no longer failed, or no message at all: 400 with a toast, nothing sent.
    const twice = await b.post("/owner?index", { id: String(row.id) });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("not waiting to be sent again");
    const nonsense = await b.post("/owner?index", { id: "abc" });
    expect(nonsense.status).toBe(400);
    expect(await nonsense.text()).toContain("Choose a message to send again.");
    await app.settle();
    expect(delivered).toHaveLength(1);
  });
});

describe("the scheduled clean-up", () => {
  it("removes expired sessions, challenges, day-old failed sign-ins and month-old sent messages, and nothing else", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const day = 24 * 3600_000;
    const db = app.env.LEADS_DB;
    await db.batch([
      db.prepare("INSERT INTO owner_users (id, email, password_hash) VALUES ('u1', ?1, 'x')").bind(OWNER),
      db
        .prepare("INSERT INTO owner_sessions (id_hash, user_id, aal, expires_at) VALUES ('old', 'u1', 'aal2', ?1)")
        .bind(ago(1000)),
      db
        .prepare("INSERT INTO owner_sessions (id_hash, user_id, aal, expires_at) VALUES ('live', 'u1', 'aal2', ?1)")
        .bind(ahead(3600_000)),
      db.prepare("INSERT INTO owner_factors (id, user_id, friendly_name, secret) VALUES ('f1', 'u1', 'Phone', 'ABC')"),
      db.prepare("INSERT INTO owner_challenges (id, factor_id, expires_at) VALUES ('c-old', 'f1', ?1)").bind(ago(1000)),
      db
        .prepare("INSERT INTO owner_challenges (id, factor_id, expires_at) VALUES ('c-live', 'f1', ?1)")
        .bind(ahead(60_000)),
      db.prepare("INSERT INTO owner_auth_failures (key, at) VALUES ('account:a', ?1)").bind(ago(day + 1000)),
      db.prepare("INSERT INTO owner_auth_failures (key, at) VALUES ('account:b', ?1)").bind(ago(3600_000)),
    ]);
    const message = (key: string, status: string, sentAt: string | null, createdAt: string) =>
      db
        .prepare(
          `INSERT INTO outbox (idempotency_key, kind, to_address, subject, html, text, status, sent_at, created_at, next_attempt_at)
           VALUES (?1, 'order-notice', 'a@example.com', 'S', 'h', 't', ?2, ?3, ?4, ?5)`,
        )
        .bind(key, status, sentAt, createdAt, ahead(day));
    await db.batch([
      message("sent-old", "sent", ago(31 * day), ago(31 * day)),
      message("sent-recent", "sent", ago(29 * day), ago(29 * day)),
      message("failed-old", "failed", null, ago(40 * day)),
      message("queued-old", "queued", null, ago(40 * day)),
    ]);

    const report = await app.scheduled({ now });
    expect(report.errors).toEqual([]);
    expect(report.cleanup).toEqual({
      owner: { sessions: 1, challenges: 1, authFailures: 1 },
      sentMessages: 1,
      billingLinks: 0,
      registrations: 0,
      pageCounts: 0,
    });
    const column = async (sql: string) => (await db.prepare(sql).all<{ v: string }>()).results.map((row) => row.v);
    expect(await column("SELECT id_hash AS v FROM owner_sessions")).toEqual(["live"]);
    expect(await column("SELECT id AS v FROM owner_challenges")).toEqual(["c-live"]);
    expect(await column("SELECT key AS v FROM owner_auth_failures")).toEqual(["account:b"]);
    expect((await column("SELECT idempotency_key AS v FROM outbox")).sort()).toEqual([
      "failed-old",
      "queued-old",
      "sent-recent",
    ]);
  });

  it("still cleans up when the outbox cannot be reached, and reports the step that failed", async () => {
    const now = new Date();
    await app.env.LEADS_DB.prepare("INSERT INTO owner_auth_failures (key, at) VALUES ('account:a', ?1)")
      .bind(new Date(now.getTime() - 2 * 24 * 3600_000).toISOString())
      .run();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let report;
    try {
      // Orders (and so the outbox) on a Supabase that refuses connections; LEADS_DB still bound.
      report = await app.scheduled({
        now,
        vars: { SUPABASE_URL: "http://127.0.0.1:1", SUPABASE_ANON_KEY: "anon", SUPABASE_SERVICE_ROLE_KEY: "service" },
      });
    } finally {
      error.mockRestore();
    }
    // The reminders, the held lead notices and billing links live in the same unreachable store:
    // those steps fail too.
    expect(report.errors.map((failure) => failure.step)).toEqual([
      "outbox",
      "event reminders",
      "lead notice digest",
      "outbox clean-up",
      "follow-through clean-up",
    ]);
    expect(report.errors[0].error).toContain("Supabase claim of outbox rows failed");
    expect(report.cleanup.owner).toEqual({ sessions: 0, challenges: 0, authFailures: 1 });
  });

  it("logs one line of what it did", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await app.scheduled({ now: new Date() });
      const lines = log.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("Scheduled run:"));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0].slice("Scheduled run: ".length))).toMatchObject({
        outbox: { claimed: 0, sent: 0 },
        cleanup: { sentMessages: 0 },
        errors: [],
      });
    } finally {
      log.mockRestore();
    }
  });
});
