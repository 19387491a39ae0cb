import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_LIST_INTERESTS, FORM_SOURCES } from "~/content/lead-forms";
import { siteProfile } from "~/content/profile";
import { instantToZonedTime } from "~/lib/broadcast";
import { nextEventStart } from "~/lib/event-date";
import { ORIGIN, useTestApp } from "../support/harness/app";
import { decode, textOf } from "../support/harness/html";
import {
  freshOwnerEachTest,
  hiddenField,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";
import { OWNER } from "../support/fixtures/owner";
import { joinEventList } from "../support/harness/event-mail";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { batchEndpoint, emailBindings, startResendStandIn, type BatchEndpoint } from "../support/stand-ins/resend";
import type { StandIn } from "../support/stand-ins/stand-in";

/**
 * The owner's broadcasts through the real build on local D1 with the Resend stand-in (its batch
 * endpoint keeps Resend's idempotency rule): every confirmed subscriber gets one message, however
 * the scheduled runs fail or overlap; the pending and the unsubscribed get none; each message has
 * its own one-click unsubscribe and the postal address; a test goes to her alone.
 */

const FROM = "Faith & Wealth <hello@example.com>";
let resend: StandIn;
let batch: BatchEndpoint;

beforeAll(async () => {
  batch = batchEndpoint();
  resend = await startResendStandIn(0, batch);
});
afterAll(() => resend?.close());
// A budget well above these tests' sends; the budget's own test sets a small one.
const app = useTestApp(() => ({
  ...emailBindings(resend.url, { from: FROM }),
  ENVIRONMENT: "development",
  EMAIL_DAILY_BUDGET: "100000",
}));
freshOwnerEachTest(app, "outbox", "subscribers", "broadcasts", "broadcast_skips", "broadcast_unsubscribes", "leads");
beforeEach(async () => {
  await app.settle();
  resend.requests.length = 0;
  batch.delivered.length = 0;
  batch.calls = 0;
  batch.fault = null;
});

const address = (i: number) => `reader-${String(i).padStart(5, "0")}@example.org`;

/** Subscribers straight into D1, as the double opt-in leaves them. */
async function seed(count: number, status: "confirmed" | "pending" | "unsubscribed", prefix = "reader") {
  const db = app.env.LEADS_DB;
  const rows = Array.from({ length: count }, (_, i) =>
    prefix === "reader" ? address(i) : `${prefix}-${String(i).padStart(5, "0")}@example.org`,
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db.batch(
      rows
        .slice(i, i + 500)
        .map((email) =>
          db
            .prepare(
              "INSERT INTO subscribers (email, list, name, status, confirmed_at) VALUES (?1, 'newsletter', 'Reader', ?2, ?3)",
            )
            .bind(email, status, status === "confirmed" ? new Date().toISOString() : null),
        ),
    );
  }
}

const draft = {
  subject: "Money Moves Live is this Saturday",
  preheader: "Bring one question about your budget",
  body: "# See you Saturday\n\nWe talk **budgets** and [your first property](https://example.org/plan).\n\n- Bring a question\n- Bring a friend\n\n<script>alert(1)</script>",
  audience: "all",
  send_at: "",
};

async function signedIn(): Promise<OwnerBrowser> {
  const b = ownerBrowser(app);
  await signInOwnerAtAal2(b);
  return b;
}

async function press(b: OwnerBrowser, intent: string, fields: Partial<typeof draft> = {}) {
  return b.post("/owner/broadcasts/new", { ...draft, ...fields, intent });
}

async function statusOf(id: number) {
  const row = await app.env.LEADS_DB.prepare("SELECT status FROM broadcasts WHERE id = ?1")
    .bind(id)
    .first<{ status: string }>();
  return row?.status;
}

/** The counts the broadcast's page shows. */
async function countsOn(b: OwnerBrowser, id: number) {
  const html = await (await b.get(`/owner/broadcasts/${id}`)).text();
  const count = (name: string) => Number(new RegExp(`data-count="${name}"[^>]*>(\\d+)<`).exec(html)?.[1]);
  return {
    html,
    queued: count("queued"),
    sent: count("sent"),
    failed: count("failed"),
    skipped: count("skipped"),
    unsubscribes: count("unsubscribes"),
  };
}

describe("a broadcast to 2,500 confirmed subscribers", () => {
  it(
    "reaches each exactly once across runs that fail half-way, die holding rows and overlap; skips the unsubscribed",
    { timeout: 240_000 },
    async () => {
      await seed(2500, "confirmed");
      await seed(7, "pending", "pending");
      await seed(5, "unsubscribed", "gone");
      const b = await signedIn();

      const sent = await press(b, "confirm-send");
      expect(sent.status).toBe(303);
      const id = Number(/\/owner\/broadcasts\/(\d+)$/.exec(sent.headers.get("Location") ?? "")?.[1]);
      expect(id).toBeGreaterThan(0);

      // The first run: its third call is delivered but the answer is lost (as if the run died there),
      // its fifth is refused; both are tried again later under the same key.
      batch.fault = (call) => (call === 3 ? "lose-answer" : call === 5 ? "refuse" : null);
      let now = new Date(Date.now() + 1000);
      const first = await app.scheduled({ now });
      expect(first.errors).toEqual([]);
      expect(first.broadcasts).toMatchObject({ started: 0, queued: 2000, retrying: 200 });
      batch.fault = null;

      // Someone whose message was refused (the fifth call: readers 400 to 499) unsubscribes before it is
      // tried again: skipped, never sent.
      const late = address(450);
      await app.env.LEADS_DB.prepare(
        "UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = ?2 WHERE email = ?1",
      )
        .bind(late, now.toISOString())
        .run();

      // A run that died holding rows: they wait for its lease, then go with the next runs.
      await app.env.LEADS_DB.prepare(
        `UPDATE outbox SET status = 'sending', claim_token = 'dead-run', claimed_until = ?1, attempts = attempts + 1
       WHERE id IN (SELECT id FROM outbox WHERE kind = 'broadcast' AND status = 'queued' ORDER BY id LIMIT 150)`,
      )
        .bind(new Date(now.getTime() + 30_000).toISOString())
        .run();

      // Two runs at once, then more until it is done.
      for (let run = 0; run < 12 && (await statusOf(id)) !== "sent"; run += 1) {
        now = new Date(now.getTime() + 6 * 60_000);
        const reports =
          run === 0
            ? await Promise.all([app.scheduled({ now }), app.scheduled({ now })])
            : [await app.scheduled({ now })];
        for (const report of reports) expect(report.errors).toEqual([]);
      }
      expect(await statusOf(id)).toBe("sent");

      const to = batch.delivered.map((message) => message.to[0]);
      const expected = Array.from({ length: 2500 }, (_, i) => address(i)).filter((email) => email !== late);
      expect(to.length).toBe(2499);
      expect(new Set(to).size).toBe(2499);
      expect([...to].sort()).toEqual(expected);
      expect(to.some((email) => email.startsWith("pending-") || email.startsWith("gone-"))).toBe(false);
      expect(to).not.toContain(late);
      // Never more than 100 a call.
      for (const request of resend.requests.filter((r) => r.path === "/emails/batch"))
        expect((JSON.parse(request.body) as unknown[]).length).toBeLessThanOrEqual(100);

      // Each message: the sender, its own one-click unsubscribe, a visible link, the postal address.
      const links = new Set<string>();
      for (const message of batch.delivered) {
        expect(message.from).toBe(FROM);
        expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        const link = /^<(https?:\/\/[^>]+)>$/.exec(message.headers?.["List-Unsubscribe"] ?? "")?.[1];
        expect(link).toBeTruthy();
        links.add(link!);
        expect(message.html).toContain(`href="${link!.replace(/&/g, "&amp;")}"`);
        expect(message.text).toContain(link);
        expect(message.html).toContain(siteProfile.business.mailingAddress);
        expect(message.text).toContain(siteProfile.business.mailingAddress);
        expect(message.html).not.toContain("<script>");
      }
      expect(links.size).toBe(2499);

      // One reader's one-click unsubscribe (RFC 8058) is theirs and is counted against the broadcast.
      const reader = batch.delivered.find((message) => message.to[0] === address(42))!;
      const link = /<(.+)>/.exec(reader.headers!["List-Unsubscribe"])![1];
      const oneClick = await app.post(link.replace(ORIGIN, ""), { "List-Unsubscribe": "One-Click" });
      expect(oneClick.status).toBe(200);
      const after = await app.env.LEADS_DB.prepare("SELECT status FROM subscribers WHERE email = ?1")
        .bind(address(42))
        .first<{ status: string }>();
      expect(after?.status).toBe("unsubscribed");

      const counts = await countsOn(b, id);
      expect(counts).toMatchObject({ queued: 0, sent: 2499, failed: 0, skipped: 1, unsubscribes: 1 });
      const list = textOf(await (await b.get("/owner/broadcasts")).text());
      expect(list).toContain(draft.subject);
      expect(list).toContain("Sent");
    },
  );
});

describe("writing a broadcast", () => {
  it("an interest's audience is the confirmed subscribers whose email-list lead chose it", async () => {
    const listCase = LEAD_CASES.find((c) => c.id === "emailList")!;
    const interest = String(listCase.post.interest);
    const other = EMAIL_LIST_INTERESTS.find((choice) => choice !== interest)!;
    // Three visitors through the footer's form (two choose the interest), as leads are stored.
    for (const [i, email, choice] of [
      [1, "one@example.org", interest],
      [2, "two@example.org", interest],
      [3, "three@example.org", other],
    ] as const) {
      const posted = await app.post(listCase.action, {
        ...(listCase.post as Record<string, string>),
        email,
        interest: choice,
        submission_id: `interest-audience-lead-${i}`,
      });
      expect(posted.status).toBe(303);
    }
    await app.settle();
    // Confirmed on the list: all but "two" (still pending).
    await app.env.LEADS_DB.prepare(
      "UPDATE subscribers SET status = 'confirmed', confirmed_at = ?1 WHERE email IN ('one@example.org', 'three@example.org')",
    )
      .bind(new Date().toISOString())
      .run();
    const b = await signedIn();
    const preview = await press(b, "preview", { audience: `interest:${interest}` });
    expect(preview.status).toBe(200);
    expect(textOf(await preview.text())).toContain("1 will receive it.");
  });

  it("a test reaches her alone; the preview shows both parts and how many will receive it", async () => {
    await seed(3, "confirmed");
    await seed(2, "pending", "pending");
    const b = await signedIn();

    const page = textOf(await (await b.get("/owner/broadcasts/new")).text());
    expect(page).toContain("3 will receive it.");

    const preview = await press(b, "preview");
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("<h1>See you Saturday</h1>");
    expect(html).toContain("<strong>budgets</strong>");
    expect(html).toContain('<a href="https://example.org/plan">your first property</a>');
    expect(html).not.toContain("<script>alert(1)</script>");
    const text = decode(/data-testid="preview-text"[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? "");
    expect(text).toContain("SEE YOU SATURDAY");
    expect(text).toContain("your first property (https://example.org/plan)");
    expect(text).toContain("- Bring a question");
    expect(text).toContain("<script>alert(1)</script>");
    expect(text).toContain(siteProfile.business.mailingAddress);
    expect(textOf(html)).toContain("3 will receive it.");

    const test = await press(b, "test");
    expect(test.status).toBe(200);
    expect(textOf(await test.text())).toContain(`A test is on its way to ${OWNER}.`);
    await app.settle();
    const single = resend.requests.filter((request) => request.path === "/emails");
    expect(single).toHaveLength(1);
    const message = JSON.parse(single[0].body) as { to: string[]; subject: string; headers: Record<string, string> };
    expect(message.to).toEqual([OWNER]);
    expect(message.subject).toBe(`[Test] ${draft.subject}`);
    expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Nothing went to the list, and nothing is queued for it.
    const runs = await app.scheduled({ now: new Date(Date.now() + 1000) });
    expect(runs.broadcasts).toMatchObject({ queued: 0, sent: 0 });
    expect(batch.delivered).toHaveLength(0);
  });

  it("refuses what is missing beside its field and keeps what she typed", async () => {
    const b = await signedIn();
    const refused = await press(b, "send", { subject: "", send_at: "tomorrow" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('id="broadcast-subject-error"');
    expect(html).toContain("Please write a subject");
    expect(html).toContain("Please give a date and time in the future");
    expect(html).toContain("# See you Saturday");
    const bad = await press(b, "send", { audience: "interest:Crypto" });
    expect(bad.status).toBe(400);
    expect(await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM broadcasts").first<{ n: number }>()).toEqual({
      n: 0,
    });
  });

  it("Send now and Schedule send nothing: they say how many get it and when, and only the confirmation's post does it", async () => {
    await seed(3, "confirmed");
    const b = await signedIn();
    const broadcasts = async () =>
      (await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM broadcasts").first<{ n: number }>())!.n;

    const asked = await press(b, "send", { body: "Warmly,\nKeisha & the team" });
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(textOf(html)).toContain("Check before it goes out");
    expect(textOf(html)).toContain("3 people will get it now (Every confirmed subscriber).");
    expect(html).toContain('value="confirm-send"');
    expect(await broadcasts()).toBe(0);
    expect((await app.scheduled({ now: new Date(Date.now() + 1000) })).broadcasts).toMatchObject({ queued: 0 });
    expect(batch.delivered).toHaveLength(0);

    // The confirmation's form carries what she wrote, as she wrote it.
    const carried = Object.fromEntries(
      ["subject", "preheader", "body", "audience", "send_at"].map((name) => [name, hiddenField(html, name)]),
    );
    expect(carried).toEqual({ ...draft, body: "Warmly,\nKeisha & the team" });
    const sent = await b.post("/owner/broadcasts/new", { ...carried, intent: "confirm-send" });
    expect(sent.status).toBe(303);
    expect(await broadcasts()).toBe(1);

    // Scheduling: the time in her zone, and nothing stored until she confirms.
    const at = new Date(Date.now() + 26 * 3600_000);
    const later = await press(b, "schedule", { send_at: instantToZonedTime(at) });
    expect(later.status).toBe(200);
    expect(textOf(await later.text())).toMatch(
      /3 people will get it on \w{3} \d{1,2} \w{3}( \d{4})?, \d{1,2}:\d{2} [AP]M/,
    );
    expect(await broadcasts()).toBe(1);
    // A schedule without a time is refused at the first step.
    expect((await press(b, "schedule")).status).toBe(400);
    expect((await press(b, "confirm-schedule", { send_at: instantToZonedTime(at) })).status).toBe(303);
    expect(await broadcasts()).toBe(2);
  });

  it("a scheduled broadcast waits for her time and can be cancelled until then", async () => {
    await seed(4, "confirmed");
    const b = await signedIn();
    const at = new Date(Date.now() + 2 * 3600_000);
    const scheduled = await press(b, "confirm-schedule", { send_at: instantToZonedTime(at) });
    expect(scheduled.status).toBe(303);
    const path = scheduled.headers.get("Location")!;
    const id = Number(path.split("/").pop());
    const sendAt = await app.env.LEADS_DB.prepare("SELECT send_at FROM broadcasts WHERE id = ?1")
      .bind(id)
      .first<{ send_at: string }>();
    // Her Eastern time, to the minute.
    expect(Math.abs(new Date(sendAt!.send_at).getTime() - at.getTime())).toBeLessThan(60_000);

    expect((await app.scheduled({ now: new Date() })).broadcasts).toMatchObject({ started: 0, queued: 0 });
    expect(textOf(await (await b.get(path)).text())).toContain("Scheduled");
    const cancel = await b.post(path, { intent: "cancel" });
    expect(cancel.status).toBe(303);
    expect(await statusOf(id)).toBe("cancelled");
    await app.scheduled({ now: new Date(at.getTime() + 60_000) });
    expect(batch.delivered).toHaveLength(0);
    expect((await b.post(path, { intent: "cancel" })).status).toBe(400);
  });

  it("an event's registrants: only those confirmed on its list (not a registrant who never joined it, nor the unsubscribed)", async () => {
    const b = await signedIn();
    const html = await (await b.get("/owner/broadcasts/new")).text();
    const event = /value="(event:[^"]+)"/.exec(html)?.[1];
    expect(event).toBeTruthy();
    const session = event!.slice("event:".length);
    const db = app.env.LEADS_DB;
    await db.prepare("DELETE FROM event_registrations").run();
    for (const [email, status] of [
      ["one@example.org", "confirmed"],
      ["two@example.org", "unsubscribed"],
      ["three@example.org", "pending"],
    ]) {
      await db
        .prepare("INSERT INTO event_registrations (email, name, session_start) VALUES (?1, 'R', ?2)")
        .bind(email, session)
        .run();
      await db
        .prepare("INSERT INTO subscribers (email, list, name, status) VALUES (?1, 'event', 'R', ?2)")
        .bind(email, status)
        .run();
    }
    await seed(3, "confirmed");
    const sent = await press(b, "confirm-send", { audience: event! });
    expect(sent.status).toBe(303);
    await app.scheduled({ now: new Date(Date.now() + 1000) });
    expect(batch.delivered.map((message) => message.to[0])).toEqual(["one@example.org"]);
    expect(batch.delivered[0].headers?.["List-Unsubscribe"]).toContain("/unsubscribe?t=");
  });
});

/** The id of the broadcast a press of send made. */
function idOf(response: Response): number {
  return Number(/\/owner\/broadcasts\/(\d+)$/.exec(response.headers.get("Location") ?? "")?.[1]);
}

/** A one-click unsubscribe through a delivered message's own link. */
async function unsubscribeThrough(to: string, tamper: (link: string) => string = (link) => link) {
  const message = batch.delivered.find((delivered) => delivered.to[0] === to)!;
  const link = /<(.+)>/.exec(message.headers!["List-Unsubscribe"])![1];
  return app.post(tamper(link).replace(ORIGIN, ""), { "List-Unsubscribe": "One-Click" });
}

describe("an event audience and the registration form (on a fixed clock)", () => {
  // A Tuesday afternoon at a code step's start, far from any session (March's is on the 28th).
  const T0 = Date.parse("2026-03-10T15:00:01.000Z");

  it("a registrant who never joins the list gets no broadcast; once she presses the link in her confirmation, the next one reaches her", async () => {
    vi.setSystemTime(T0);
    await app.env.LEADS_DB.prepare("DELETE FROM event_registrations").run();
    const eventCase = LEAD_CASES.find((c) => c.id === "event")!;
    for (const [i, email] of ["ada@example.org", "cy@example.org"].entries()) {
      const fields = { ...eventCase.post, email, submission_id: `broadcast-event-000000${i}` };
      expect((await app.post(eventCase.action, fields)).status).toBe(303);
    }
    await app.settle();
    // Both have their confirmation; Ada joins the list from hers, Cy does not (yet).
    await joinEventList(app, resend, "ada@example.org");
    const b = await signedIn();
    const event = /value="(event:[^"]+)"/.exec(await (await b.get("/owner/broadcasts/new")).text())![1];
    expect(event).toBe(`event:${nextEventStart(new Date(T0)).toISOString()}`);
    expect((await press(b, "confirm-send", { audience: event })).status).toBe(303);
    await app.scheduled({ now: new Date(T0 + 60_000) });
    expect(batch.delivered.map((message) => message.to[0])).toEqual(["ada@example.org"]);

    // Cy presses the link in her confirmation: the next broadcast to the session's registrants is hers too.
    await joinEventList(app, resend, "cy@example.org");
    batch.delivered.length = 0;
    const second = await press(b, "confirm-send", { audience: event, subject: "See you on the 28th" });
    expect(second.status).toBe(303);
    await app.scheduled({ now: new Date(T0 + 2 * 60_000) });
    expect(batch.delivered.map((message) => message.to[0]).sort()).toEqual(["ada@example.org", "cy@example.org"]);
  });
});

describe("a send is one send (on a fixed clock)", () => {
  // A Tuesday afternoon, far from any Money Moves Live session.
  const T0 = Date.parse("2026-03-10T15:00:00.000Z");
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"], now: T0 }));
  afterEach(() => void vi.useRealTimers());
  const at = (minutes: number) => new Date(T0 + minutes * 60_000);

  it("a batch whose answer was lost keeps its key; an unsubscribe and another broadcast meanwhile mail no one twice", async () => {
    await seed(6, "confirmed");
    const b = await signedIn();
    const first = idOf(await press(b, "confirm-send"));

    // Resend takes the batch but the answer is lost.
    batch.fault = (call) => (call === 1 ? "lose-answer" : null);
    const lost = await app.scheduled({ now: at(1) });
    expect(lost.broadcasts).toMatchObject({ queued: 6, sent: 0, retrying: 6 });
    expect(batch.delivered.map((message) => message.to[0])).toHaveLength(6);
    batch.fault = null;

    // Meanwhile a reader leaves through the copy she got, and another broadcast is sent.
    expect((await unsubscribeThrough(address(2))).status).toBe(200);
    const second = idOf(await press(b, "confirm-send", { subject: "A second word" }));

    for (let run = 2; run < 6; run += 1) await app.scheduled({ now: at(run * 6) });
    expect(await statusOf(first)).toBe("sent");
    expect(await statusOf(second)).toBe("sent");

    const firstCopies = batch.delivered.filter((message) => message.subject === draft.subject);
    expect(firstCopies.map((message) => message.to[0]).sort()).toEqual(Array.from({ length: 6 }, (_, i) => address(i)));
    const secondCopies = batch.delivered.filter((message) => message.subject === "A second word");
    expect(secondCopies.map((message) => message.to[0]).sort()).toEqual([0, 1, 3, 4, 5].map((i) => address(i)));
    // Every call of the first broadcast's batch went under one key.
    const keys = resend.requests
      .filter((request) => request.path === "/emails/batch" && request.body.includes(draft.subject))
      .map((request) => request.headers["idempotency-key"]);
    expect(keys.length).toBe(2);
    expect(new Set(keys).size).toBe(1);

    // Her page counts the copies Resend took: six, the one who left among them.
    expect(await countsOn(b, first)).toMatchObject({ queued: 0, sent: 6, failed: 0, skipped: 0, unsubscribes: 1 });
    expect(await countsOn(b, second)).toMatchObject({ queued: 0, sent: 5, skipped: 0 });
  });

  it("a refused batch tried again leaves out who unsubscribed, under the same key", async () => {
    await seed(4, "confirmed");
    const b = await signedIn();
    const id = idOf(await press(b, "confirm-send"));
    batch.fault = (call) => (call === 1 ? "refuse" : null);
    await app.scheduled({ now: at(1) });
    batch.fault = null;
    expect(batch.delivered).toHaveLength(0);
    await app.env.LEADS_DB.prepare("UPDATE subscribers SET status = 'unsubscribed' WHERE email = ?1")
      .bind(address(1))
      .run();
    await app.scheduled({ now: at(6) });
    expect(batch.delivered.map((message) => message.to[0])).toEqual([0, 2, 3].map((i) => address(i)));
    const keys = resend.requests.filter((r) => r.path === "/emails/batch").map((r) => r.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(await countsOn(b, id)).toMatchObject({ sent: 3, skipped: 1 });
  });

  it("each row names its recipient; the message is kept once, in the broadcast", async () => {
    await seed(3, "confirmed");
    const b = await signedIn();
    await press(b, "confirm-send");
    batch.fault = () => "refuse";
    await app.scheduled({ now: at(1) });
    batch.fault = null;
    const rows = await app.env.LEADS_DB.prepare(
      "SELECT length(html) + length(text) AS size, headers FROM outbox WHERE kind = 'broadcast'",
    ).all<{ size: number; headers: string | null }>();
    expect(rows.results).toEqual(Array.from({ length: 3 }, () => ({ size: 0, headers: null })));
    await app.scheduled({ now: at(6) });
    // Rendered at send time: each copy has its own one-click unsubscribe.
    expect(batch.delivered).toHaveLength(3);
    const links = batch.delivered.map((message) => message.headers?.["List-Unsubscribe"]);
    expect(new Set(links).size).toBe(3);
    for (const message of batch.delivered) {
      expect(message.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(message.text).toContain(siteProfile.business.mailingAddress);
    }
  });

  it("the daily budget holds broadcasts back for the next day and keeps its reserve for receipts", async () => {
    await seed(25, "confirmed");
    const b = await signedIn();
    const id = idOf(await press(b, "confirm-send"));
    // Three receipts went out this morning.
    for (const n of [1, 2, 3])
      await app.env.LEADS_DB.prepare(
        `INSERT INTO outbox (idempotency_key, kind, to_address, subject, html, text, status, sent_at)
         VALUES (?1, 'buyer-delivery', 'buyer@example.org', 'Your download', '', 'x', 'sent', ?2)`,
      )
        .bind(`receipt-${n}`, new Date(T0 - 3600_000).toISOString())
        .run();
    // A budget of 30 a day: broadcasts stop at 30 - 20 (the reserve) - 3 = 7 today.
    const vars = { EMAIL_DAILY_BUDGET: "30" };
    const day1 = await app.scheduled({ now: at(1), vars });
    expect(day1.broadcasts).toMatchObject({ allowance: 7, sent: 7 });
    expect((await app.scheduled({ now: at(30), vars })).broadcasts).toMatchObject({ allowance: 0, sent: 0 });
    expect(batch.delivered).toHaveLength(7);

    // A receipt queued now is not held: the reserve is for it.
    await app.env.LEADS_DB.prepare(
      `INSERT INTO outbox (idempotency_key, kind, to_address, subject, html, text, status, next_attempt_at)
       VALUES ('receipt-4', 'buyer-delivery', 'buyer@example.org', 'Your download', '<p>x</p>', 'x', 'queued', ?1)`,
    )
      .bind(at(30).toISOString())
      .run();
    await app.scheduled({ now: at(36), vars });
    expect(resend.requests.filter((request) => request.path === "/emails")).toHaveLength(1);
    expect(batch.delivered).toHaveLength(7);

    // The next days (UTC) take up the rest, ten a day.
    const day = (n: number, minutes = 1) =>
      new Date(Date.parse("2026-03-10T00:00:00.000Z") + n * 86_400_000 + minutes * 60_000);
    expect((await app.scheduled({ now: day(1), vars })).broadcasts).toMatchObject({ allowance: 10, sent: 10 });
    expect((await app.scheduled({ now: day(2), vars })).broadcasts).toMatchObject({ sent: 8 });
    expect(await statusOf(id)).toBe("sent");
    const to = batch.delivered.map((message) => message.to[0]);
    expect(new Set(to).size).toBe(25);
    expect(await countsOn(b, id)).toMatchObject({ sent: 25, queued: 0 });
  });
});

describe("the unsubscribe link's broadcast id is signed", () => {
  it("an added b= is ignored and a changed token is refused", async () => {
    await seed(3, "confirmed");
    const b = await signedIn();
    const first = idOf(await press(b, "confirm-send"));
    await app.scheduled({ now: new Date(Date.now() + 1000) });
    const other = idOf(await press(b, "confirm-send", { subject: "Another" }));
    expect(other).toBeGreaterThan(first);
    const link = /<(.+)>/.exec(batch.delivered[0].headers!["List-Unsubscribe"])![1];
    expect(link).not.toMatch(/[?&]b=/);

    // The token's own broadcast is counted, whatever b= is added.
    expect((await unsubscribeThrough(address(0), (url) => `${url}&b=${other}`)).status).toBe(200);
    // Another broadcast's id written into the token breaks its signature.
    const forged = await unsubscribeThrough(address(1), (url) => {
      const token = new URL(url).searchParams.get("t")!;
      const [payload, signature] = token.split(".");
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, string>;
      claims.n = `b:${other}`;
      return `${ORIGIN}/unsubscribe?t=${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    });
    expect(forged.status).toBe(400);
    const rows = await app.env.LEADS_DB.prepare(
      "SELECT broadcast_id, email FROM broadcast_unsubscribes ORDER BY email",
    ).all();
    expect(rows.results).toEqual([{ broadcast_id: first, email: address(0) }]);
  });
});

describe("a subject is one line", () => {
  it("a CR or LF is refused beside the field, and nothing reaches Resend", async () => {
    await seed(2, "confirmed");
    const b = await signedIn();
    for (const intent of ["send", "test", "preview"]) {
      const refused = await press(b, intent, { subject: "Hello\r\nBcc: everyone@example.org" });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toMatch(/id="broadcast-subject-error"[^>]*>[^<]*Please write the subject on one line/);
      expect(html).toContain("# See you Saturday");
    }
    await app.settle();
    await app.scheduled({ now: new Date(Date.now() + 1000) });
    expect(await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM broadcasts").first<{ n: number }>()).toEqual({
      n: 0,
    });
    expect(resend.requests).toHaveLength(0);
  });
});

describe("an interest audience (D1)", () => {
  it("reaches the email list's confirmed leads who chose it, as the form stored them", async () => {
    const [chosen, other] = EMAIL_LIST_INTERESTS;
    const db = app.env.LEADS_DB;
    const leads: Array<[string, string, string]> = [
      ["home-1@example.org", FORM_SOURCES.emailList, chosen],
      ["home-2@example.org", FORM_SOURCES.emailList, chosen],
      ["home-2@example.org", FORM_SOURCES.emailList, chosen],
      ["pending@example.org", FORM_SOURCES.emailList, chosen],
      ["elsewhere@example.org", FORM_SOURCES.emailList, other],
      ["contact@example.org", FORM_SOURCES.contact, chosen],
    ];
    for (const [email, source, interest] of leads)
      await db
        .prepare("INSERT INTO leads (name, email, form_source, interest, submission_id) VALUES ('L', ?1, ?2, ?3, ?4)")
        .bind(email, source, interest, crypto.randomUUID())
        .run();
    for (const email of ["home-1@example.org", "home-2@example.org", "elsewhere@example.org", "contact@example.org"])
      await db
        .prepare("INSERT INTO subscribers (email, list, name, status) VALUES (?1, 'newsletter', 'L', 'confirmed')")
        .bind(email)
        .run();
    await db
      .prepare(
        "INSERT INTO subscribers (email, list, name, status) VALUES ('pending@example.org', 'newsletter', 'L', 'pending')",
      )
      .run();
    const b = await signedIn();
    const audience = `interest:${chosen}`;
    const preview = await press(b, "preview", { audience });
    expect(textOf(await preview.text())).toContain("2 will receive it.");
    const id = idOf(await press(b, "confirm-send", { audience }));
    await app.scheduled({ now: new Date(Date.now() + 1000) });
    expect(batch.delivered.map((message) => message.to[0]).sort()).toEqual([
      "home-1@example.org",
      "home-2@example.org",
    ]);
    expect(await countsOn(b, id)).toMatchObject({ sent: 2 });
  });
});
