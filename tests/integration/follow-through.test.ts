import { describe, expect, it, vi } from "vitest";
import { csvTime } from "~/lib/owner-time";
import { eventWords, receivesWords } from "~/content/email";
import { confirmPage, unsubscribePage } from "~/content/follow-through";
import { LEAD_FORM_COPY } from "~/content/lead-forms";
import { sessionKey } from "~/lib/event-calendar";
import { nextEventStart } from "~/lib/event-date";
import { ORIGIN } from "../support/harness/app";
import { useMailApp } from "../support/harness/mail-app";
import { mainOf, textOf, toastText } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import type { SentEmail } from "../support/stand-ins/resend";
import { OWNER, SETUP_SECRET } from "../support/fixtures/owner";
import { holdClockAtStepStart, ownerBrowser, signInOwnerAtAal2 } from "../support/harness/owner-browser";

/**
 * What a visitor hears back, through the real build on local D1 with the Resend stand-in: Money
 * Moves Live's registration (confirmation in the outbox, the page's calendar links, the .ics), its
 * reminders from the scheduled job (each once, never to the unsubscribed, none for a late
 * registration), the email list's double opt-in, and one-click unsubscribe (RFC 8058).
 */

const eventCase = LEAD_CASES.find((c) => c.id === "event")!;
const listCase = LEAD_CASES.find((c) => c.id === "emailList")!;

const { app, resend, sentTo } = useMailApp("outbox", "leads", "subscribers", "event_registrations", "billing_links");

let token = 0;
const submission = () => `follow-token-${String(++token).padStart(8, "0")}`;

async function register(fields: Record<string, string>) {
  const response = await app.post(eventCase.action, { ...eventCase.post, ...fields, submission_id: submission() });
  await app.settle();
  return response;
}

/** The path and query of a link (the emails carry absolute URLs on this origin). */
const local = (url: string) => url.replace(ORIGIN, "");
const unsubscribeLinkOf = (message: SentEmail) => /<(.+)>/.exec(message.headers!["List-Unsubscribe"])![1];

/** Holds the clock at `at`: the registration's "now" (the job's runs are given their own). */
function registerAt(at: string): Date {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(at) });
  return nextEventStart(new Date());
}

const confirmLinkOf = (message: SentEmail) => /(http:\/\/\S+\/confirm-subscription\?t=\S+)/.exec(message.text)![1];
const isConfirmation = (message: SentEmail) => message.subject.startsWith("You're registered");
const confirmationOf = (address: string) => sentTo(address).find(isConfirmation);

/**
 * Presses the button of the link to the event's list in the address's confirmation (its page
 * posts): the address joins the list, which the owner's broadcasts reach.
 */
async function joinEventList(address: string) {
  const pressed = await app.post(local(confirmLinkOf(confirmationOf(address)!)), {});
  await app.settle();
  expect(pressed.status).toBe(200);
  return pressed;
}

/** Registers and joins the event's list from the confirmation, as the address's owner would. */
async function registerAndJoin(fields: { name: string; email: string }) {
  const response = await register(fields);
  await joinEventList(fields.email.toLowerCase());
  return response;
}

const eventStatusOf = async (email: string) =>
  (
    await app.env.LEADS_DB.prepare("SELECT status FROM subscribers WHERE email = ?1 AND list = 'event'")
      .bind(email)
      .first<{ status: string }>()
  )?.status;

describe("Money Moves Live", () => {
  it("a registration gets its confirmation at once (the .ics link, one-click unsubscribe, a link to join the event's list, whose button confirms the list and sends nothing more)", async () => {
    // On a session day, hours before it: the session is that evening's.
    const start = registerAt("2026-11-28T16:14:00Z");
    expect(start.toISOString()).toBe("2026-11-28T23:00:00.000Z");
    const response = await register({ name: "Ada <b>Lovelace</b>", email: "Ada@Example.com" });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toBe(`/money-moves-live?registered=${sessionKey(start)}`);

    // What she asked for, at once, though the address has not confirmed anything: the confirmation
    // with the session's calendar file and the join link's words.
    expect(sentTo("ada@example.com")).toHaveLength(1);
    const [confirmation] = sentTo("ada@example.com");
    expect(confirmation.subject).toBe("You're registered: Money Moves Live, Saturday, November 28, 2026");
    expect(confirmation.text).toContain(
      "You're registered for Money Moves Live on Saturday, November 28, 2026 at 6:00 PM",
    );
    expect(confirmation.text).toContain(`${ORIGIN}/money-moves-live/${sessionKey(start)}.ics`);
    expect(confirmation.text).toContain(eventWords.joinLater);
    // And the link to join the event's list, clearly worded.
    expect(confirmation.text).toContain(eventWords.listInvite);
    expect(confirmation.html).toContain(eventWords.listButton);
    // Nothing the visitor typed reaches the inbox: a registration proves nothing of the address.
    expect(confirmation.html).not.toContain("Lovelace");
    expect(confirmation.text).toMatch(/^Hi there,/);
    expect(confirmation.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribeLinkOf(confirmation)).toMatch(new RegExp(`^${ORIGIN}/unsubscribe\\?t=`));
    const outboxRow = await app.env.LEADS_DB.prepare(
      "SELECT kind, status, headers FROM outbox WHERE to_address = 'ada@example.com'",
    ).first<{ kind: string; status: string; headers: string }>();
    expect(outboxRow).toMatchObject({ kind: "event-confirmation", status: "sent" });
    expect(JSON.parse(outboxRow!.headers)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Not on the event's list: pending until the link's button.
    expect(await eventStatusOf("ada@example.com")).toBe("pending");

    // The owner's notice says what the visitor now receives.
    const [notice] = sentTo(OWNER);
    expect(notice.text).toContain("This visitor now receives:");
    expect(notice.text).toContain("Money Moves Live: a confirmation now and reminders 24 hours and 1 hour before");
    expect(notice.text).toContain(receivesWords.eventListPending);

    // The page it returns to: one message (the form's thanks), the toast saying the same, and the
    // session's calendar links.
    const page = await app.fetch(location, { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0] } });
    const html = await page.text();
    const main = textOf(mainOf(html));
    expect(main).toContain(LEAD_FORM_COPY.event.thanks.heading);
    expect(main).toMatch(/confirmation, with the session's calendar file, is on its way/);
    expect(main).not.toMatch(/confirm your seat/i);
    expect(toastText(html)).toContain("You're Registered!");
    expect(toastText(html)).toContain("Your confirmation and calendar file are on their way by email.");
    expect(mainOf(html)).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(mainOf(html)).toContain(`href="/money-moves-live/${sessionKey(start)}.ics"`);

    // Opening the list's link changes nothing (a mail scanner confirms nothing); its button confirms
    // the event's list and sends nothing more (she has her confirmation).
    const link = local(confirmLinkOf(confirmation));
    const opened = await app.fetch(link);
    expect(textOf(mainOf(await opened.text()))).toContain(confirmPage.event.button);
    expect(await eventStatusOf("ada@example.com")).toBe("pending");
    const pressed = await joinEventList("ada@example.com");
    expect(textOf(mainOf(await pressed.text()))).toContain(confirmPage.event.confirmedTitle);
    expect(await eventStatusOf("ada@example.com")).toBe("confirmed");
    expect(sentTo("ada@example.com")).toHaveLength(1);
    // Pressed again: nothing more is sent.
    await joinEventList("ada@example.com");
    expect(sentTo("ada@example.com")).toHaveLength(1);

    // Registering again for the session sends nothing more; the visitor sees the same answer.
    resend().requests.length = 0;
    const again = await register({ name: "Ada", email: "ada@example.com" });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe(location);
    expect(sentTo("ada@example.com")).toEqual([]);

    const ics = await app.fetch(`/money-moves-live/${sessionKey(start)}.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const body = await ics.text();
    expect(body).toContain(`DTSTART:${sessionKey(start)}`);
    expect(body).toContain(`UID:money-moves-live-${sessionKey(start)}@localhost:8788`);
    // Only real sessions have a file.
    expect((await app.fetch("/money-moves-live/20261127T230000Z.ics")).status).toBe(404);
  });

  it("an address that never joins the list gets one confirmation for the session however often it is registered, both reminders of that session, and nothing of the next", async () => {
    const start = registerAt("2026-12-20T12:00:00Z");
    // Posts within the hour, hours later and the next day (each a new submission, other words).
    for (const minutes of [0, 10, 20, 180, 26 * 60]) {
      vi.setSystemTime(Date.parse("2026-12-20T12:00:00Z") + minutes * 60_000);
      const response = await register({ name: `Stranger ${minutes}`, email: "victim@example.com" });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(`/money-moves-live?registered=${sessionKey(start)}`);
    }
    const [confirmation, ...more] = sentTo("victim@example.com");
    expect(more).toEqual([]);
    expect(isConfirmation(confirmation)).toBe(true);
    expect(confirmation.text).toContain(`${ORIGIN}/money-moves-live/${sessionKey(start)}.ics`);
    expect(confirmation.text).toContain(eventWords.listInvite);
    expect(confirmation.text).not.toContain("Stranger");

    // The session's reminders, each once, though the address never joined the list.
    vi.useRealTimers();
    const at24 = new Date(start.getTime() - 24 * 3600_000 + 60_000);
    const at1 = new Date(start.getTime() - 3600_000 + 60_000);
    expect((await app.scheduled({ now: at24 })).reminders).toBe(1);
    expect((await app.scheduled({ now: new Date(at24.getTime() + 300_000) })).reminders).toBe(0);
    expect((await app.scheduled({ now: at1 })).reminders).toBe(1);
    expect((await app.scheduled({ now: new Date(at1.getTime() + 300_000) })).reminders).toBe(0);
    expect(sentTo("victim@example.com").map((m) => m.subject)).toEqual([
      confirmation.subject,
      expect.stringContaining("Tomorrow: Money Moves Live"),
      "Starting in an hour: Money Moves Live",
    ]);
    for (const reminder of sentTo("victim@example.com").slice(1)) {
      expect(reminder.text).toContain(`${ORIGIN}/money-moves-live/${sessionKey(start)}.ics`);
    }

    // The next month's session: no reminder (she registered for one session, not the list).
    const next = nextEventStart(new Date(start.getTime() + 24 * 3600_000));
    expect((await app.scheduled({ now: new Date(next.getTime() - 24 * 3600_000 + 60_000) })).reminders).toBe(0);
    expect((await app.scheduled({ now: new Date(next.getTime() - 3600_000 + 60_000) })).reminders).toBe(0);
    expect(sentTo("victim@example.com")).toHaveLength(3);
    // Still not on the event's list; the subscriber's name is nobody's: the posts disagreed.
    expect(
      await app.env.LEADS_DB.prepare("SELECT name, status FROM subscribers WHERE email = 'victim@example.com'").first(),
    ).toEqual({ name: null, status: "pending" });
  });

  it("an address that unsubscribed gets only the request to confirm again; its button brings the held-back confirmation, once, and the reminders", async () => {
    // December's session: registered, then she leaves Money Moves Live's emails.
    registerAt("2026-12-08T15:00:00Z");
    await register({ name: "Bea", email: "bea@example.com" });
    const unsubscribe = await app.post(local(unsubscribeLinkOf(confirmationOf("bea@example.com")!)), {});
    expect(unsubscribe.status).toBe(200);
    resend().requests.length = 0;

    // January's session: registered again (by her, or by anyone).
    vi.setSystemTime(Date.parse("2026-12-30T15:00:00Z"));
    const start = nextEventStart(new Date());
    expect(start.toISOString()).toBe("2027-01-30T23:00:00.000Z");
    await register({ name: "Bea", email: "bea@example.com" });
    const [request, ...more] = sentTo("bea@example.com");
    expect(more).toEqual([]);
    expect(request.subject).toBe(eventWords.reconfirmSubject);
    expect(request.text).not.toContain(".ics");
    expect((await app.scheduled({ now: new Date(start.getTime() - 24 * 3600_000 + 60_000) })).reminders).toBe(0);

    // Her button: confirmed, and the session's confirmation goes now (without the list's link: she is on it).
    const pressed = await app.post(local(confirmLinkOf(request)), {});
    await app.settle();
    expect(pressed.status).toBe(200);
    expect(await eventStatusOf("bea@example.com")).toBe("confirmed");
    const confirmation = confirmationOf("bea@example.com")!;
    expect(confirmation.text).toContain(`${ORIGIN}/money-moves-live/${sessionKey(start)}.ics`);
    expect(confirmation.text).not.toContain(eventWords.listInvite);
    // Pressed again: nothing more.
    expect((await app.post(local(confirmLinkOf(request)), {})).status).toBe(200);
    await app.settle();
    expect(sentTo("bea@example.com")).toHaveLength(2);
    expect((await app.scheduled({ now: new Date(start.getTime() - 3600_000 + 60_000) })).reminders).toBe(1);
    expect(sentTo("bea@example.com").map((m) => m.subject)).toEqual([
      eventWords.reconfirmSubject,
      confirmation.subject,
      "Starting in an hour: Money Moves Live",
    ]);
  });

  // Registered more than a day before the next session: the day before one, a year's last half
  // hour (already the next day in UTC), the morning US clocks go forward (the session after it).
  it.each(["2026-12-25T20:00:00Z", "2026-12-31T23:30:00Z", "2027-03-14T07:30:00Z"])(
    "the scheduled job sends each reminder once at T-24 h and T-1 h to every registrant, on the list or not, never to the unsubscribed (registered at %s)",
    async (registeredAt) => {
      const start = registerAt(registeredAt);
      await registerAndJoin({ name: "Ada", email: "ada@example.com" });
      await register({ name: "Bob", email: "bob@example.com" });
      // Cy never presses the list's link in her confirmation.
      await register({ name: "Cy", email: "cy@example.com" });
      // Bob leaves Money Moves Live's emails with the one-click link of his confirmation.
      const oneClick = await app.fetch(local(unsubscribeLinkOf(confirmationOf("bob@example.com")!)), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      resend().requests.length = 0;

      // Before the 24-hour window: nothing.
      expect((await app.scheduled({ now: new Date(start.getTime() - 25 * 3600_000) })).reminders).toBe(0);
      const at24 = new Date(start.getTime() - 24 * 3600_000 + 60_000);
      expect((await app.scheduled({ now: at24 })).reminders).toBe(2);
      expect((await app.scheduled({ now: new Date(at24.getTime() + 300_000) })).reminders).toBe(0);
      const at1 = new Date(start.getTime() - 3600_000 + 60_000);
      expect((await app.scheduled({ now: at1 })).reminders).toBe(2);
      expect((await app.scheduled({ now: new Date(at1.getTime() + 300_000) })).reminders).toBe(0);

      for (const address of ["ada@example.com", "cy@example.com"]) {
        const messages = sentTo(address);
        expect(messages.map((message) => message.subject)).toEqual([
          expect.stringContaining("Tomorrow: Money Moves Live"),
          "Starting in an hour: Money Moves Live",
        ]);
        for (const message of messages) {
          expect(message.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        }
      }
      expect(sentTo("bob@example.com")).toEqual([]);
    },
  );

  it("a registration less than a day before gets the confirmation and the one-hour reminder only", async () => {
    // A session day's afternoon: the session is that evening's, eight hours on.
    const start = registerAt("2026-12-26T15:00:00Z");
    await register({ name: "Ada", email: "ada@example.com" });
    expect(sentTo("ada@example.com").map((message) => message.subject)).toEqual([
      expect.stringMatching(/^You're registered/),
    ]);
    resend().requests.length = 0;
    expect((await app.scheduled({ now: new Date(start.getTime() - 24 * 3600_000 + 60_000) })).reminders).toBe(0);
    expect((await app.scheduled({ now: new Date(start.getTime() - 3600_000 + 60_000) })).reminders).toBe(1);
    expect(sentTo("ada@example.com").map((message) => message.subject)).toEqual([
      "Starting in an hour: Money Moves Live",
    ]);
  });

  it("a registration less than an hour before gets the confirmation only", async () => {
    const start = registerAt("2026-12-26T22:30:00Z");
    const response = await register({ name: "Late", email: "late@example.com" });
    expect(response.status).toBe(303);
    expect(sentTo("late@example.com").map((message) => message.subject)).toEqual([
      expect.stringMatching(/^You're registered/),
    ]);
    // The owner's notice says it is too close for reminders.
    const [notice] = sentTo(OWNER);
    expect(notice.text).toContain("too close to");
    resend().requests.length = 0;
    vi.useRealTimers();
    expect((await app.scheduled({ now: new Date(start.getTime() - 25 * 60_000) })).reminders).toBe(0);
    expect(sentTo("late@example.com")).toHaveLength(0);
  });
});

describe("the email list (double opt-in)", () => {
  const subscriber = () =>
    app.env.LEADS_DB.prepare(
      "SELECT * FROM subscribers WHERE email = 'grace@example.com' AND list = 'newsletter'",
    ).first<{
      status: string;
      confirmed_at: string | null;
      unsubscribed_at: string | null;
    }>();

  it("saves the address pending with one confirmation an hour; its link confirms; its unsubscribe button works", async () => {
    const first = await app.post(listCase.action, { ...listCase.post, submission_id: submission() });
    await app.settle();
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/contact");
    expect((await subscriber())?.status).toBe("pending");
    const [confirmation] = sentTo("grace@example.com");
    expect(confirmation.subject).toBe("Please confirm your subscription");
    const [notice] = sentTo(OWNER);
    expect(notice.text).toContain(receivesWords.newsletterPending);

    // Again within the hour: the toast again, no second confirmation.
    const again = await app.post(listCase.action, { ...listCase.post, submission_id: submission() });
    await app.settle();
    expect(again.status).toBe(303);
    expect(sentTo("grace@example.com")).toHaveLength(1);

    const link = /(http:\/\/\S+\/confirm-subscription\?t=\S+)/.exec(confirmation.text)![1];
    // Opening it shows a button (nothing changes); the button confirms.
    const opened = await app.fetch(local(link));
    expect(opened.status).toBe(200);
    expect(textOf(mainOf(await opened.text()))).toContain(confirmPage.button);
    expect(await subscriber()).toMatchObject({ status: "pending" });
    const pressed = await app.post(local(link), {});
    expect(pressed.status).toBe(200);
    expect(textOf(mainOf(await pressed.text()))).toContain(confirmPage.confirmedTitle);
    expect(await subscriber()).toMatchObject({ status: "confirmed" });
    expect((await subscriber())!.confirmed_at).toBeTruthy();

    // A tampered link says what to do, never a 500.
    const tampered = await app.fetch(`${local(link).slice(0, -3)}abc`);
    expect(tampered.status).toBe(400);
    expect(textOf(mainOf(await tampered.text()))).toContain(confirmPage.badTitle);

    // The unsubscribe page: one button, which works without JavaScript (a same-site form post).
    const unsubscribe = local(unsubscribeLinkOf(confirmation));
    const question = await app.fetch(unsubscribe);
    expect(question.status).toBe(200);
    expect(question.headers.get("Cache-Control")).toBe("no-store");
    const questionMain = mainOf(await question.text());
    expect(textOf(questionMain)).toContain("Stop sending our email list to grace@example.com?");
    expect(questionMain.match(/<button/g)).toHaveLength(1);
    const unsubscribed = await app.post(unsubscribe, {});
    expect(unsubscribed.status).toBe(200);
    expect(textOf(mainOf(await unsubscribed.text()))).toContain(unsubscribePage.doneTitle);
    const row = await subscriber();
    expect(row?.status).toBe("unsubscribed");
    expect(Date.parse(row!.unsubscribed_at!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("a store that fails", () => {
  it("is found after the answer: the visitor sees the same 303, nothing is sent to them, the owner hears of the lead", async () => {
    await app.env.LEADS_DB.prepare("ALTER TABLE subscribers RENAME TO subscribers_away").run();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const list = await app.post(listCase.action, { ...listCase.post, submission_id: submission() });
      expect(list.status).toBe(303);
      const event = await app.post(eventCase.action, { ...eventCase.post, submission_id: submission() });
      expect(event.status).toBe(303);
      await app.settle();
      expect(error).toHaveBeenCalledWith(expect.stringContaining("Follow-up of a lead failed"), expect.anything());
    } finally {
      error.mockRestore();
      await app.env.LEADS_DB.prepare("ALTER TABLE subscribers_away RENAME TO subscribers").run();
    }
    // Nothing was sent to the visitors; the owner still heard of both leads (they are saved).
    expect(sentTo("grace@example.com")).toEqual([]);
    expect(sentTo("ada@example.com")).toEqual([]);
    expect(sentTo(OWNER)).toHaveLength(2);
  });
});

describe("the owner's email list", () => {
  it("shows each subscriber's state and exports the confirmed ones alone as CSV", async () => {
    const now = new Date().toISOString();
    for (const [email, status] of [
      ["pending@example.com", "pending"],
      ["confirmed@example.com", "confirmed"],
      ["left@example.com", "unsubscribed"],
    ]) {
      await app.env.LEADS_DB.prepare(
        `INSERT INTO subscribers (email, list, name, status, confirmed_at, unsubscribed_at) VALUES (?1, 'newsletter', ?2, ?3, ?4, ?5)`,
      )
        .bind(
          email,
          `Name of ${email}`,
          status,
          status === "confirmed" ? now : null,
          status === "unsubscribed" ? now : null,
        )
        .run();
    }
    holdClockAtStepStart();
    const b = ownerBrowser(app, { ENVIRONMENT: "development", OWNER_SETUP_SECRET: SETUP_SECRET });
    await signInOwnerAtAal2(b);
    const page = await b.get("/owner");
    expect(page.status).toBe(200);
    const rows = [...(await page.text()).matchAll(/<tr[^>]*data-testid="subscriber-row"[^>]*>([\s\S]*?)<\/tr>/g)].map(
      (m) => textOf(m[1]),
    );
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.startsWith("pending@example.com"))).toContain("pending");
    expect(rows.find((row) => row.startsWith("confirmed@example.com"))).toContain("confirmed");
    expect(rows.find((row) => row.startsWith("left@example.com"))).toContain("unsubscribed");

    const csv = await b.get("/owner/subscribers.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    // Every cell quoted, as both owner exports do.
    expect(lines[0]).toBe('"Email","Name","Confirmed (Eastern Time)"');
    expect(lines.slice(1)).toEqual([`"confirmed@example.com","Name of confirmed@example.com","${csvTime(now)}"`]);

    // Nobody else gets the list.
    const stranger = await app.fetch("/owner/subscribers.csv");
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("Location")).toContain("/owner/sign-in");
  });
});

describe("one-click unsubscribe", () => {
  it("answers a mail provider's POST (no Origin, List-Unsubscribe=One-Click) with 200 and refuses a link for another address", async () => {
    await register({ name: "Ada", email: "ada@example.com" });
    const link = local(unsubscribeLinkOf(sentTo("ada@example.com")[0]));
    const providerPost = (url: string) =>
      app.fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
    const response = await providerPost(link);
    expect(response.status).toBe(200);
    const row = await app.env.LEADS_DB.prepare(
      "SELECT status, unsubscribed_at FROM subscribers WHERE email = 'ada@example.com' AND list = 'event'",
    ).first<{ status: string; unsubscribed_at: string }>();
    expect(row?.status).toBe("unsubscribed");
    expect(row?.unsubscribed_at).toBeTruthy();

    // The same token with another address in its payload (signature kept) is refused.
    const token = new URL(link, ORIGIN).searchParams.get("t")!;
    const [payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, string>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, a: "bob@example.com" })).toString("base64url");
    const forged = await providerPost(`/unsubscribe?t=${forgedPayload}.${signature}`);
    expect(forged.status).toBe(400);
    expect(textOf(mainOf(await forged.text()))).toContain(unsubscribePage.badTitle);
    expect(
      await app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM subscribers WHERE email = 'bob@example.com'").first(
        "n",
      ),
    ).toBe(0);

    // A browser's post from another site is still refused by the cross-site guard.
    const crossSite = await app.fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("the scheduled follow-through clean-up", () => {
  it("removes billing links a day past expiry and registrations 30 days past their session, keeps the rest", async () => {
    const now = new Date("2026-12-20T12:00:00.000Z");
    const hour = 3600_000;
    const day = 24 * hour;
    const at = (offset: number) => new Date(now.getTime() + offset).toISOString();
    const db = app.env.LEADS_DB;
    const link = (nonce: string, expiresAt: string, usedAt: string | null) =>
      db
        .prepare("INSERT INTO billing_links (nonce, email, expires_at, used_at) VALUES (?1, 'm@example.com', ?2, ?3)")
        .bind(nonce, expiresAt, usedAt);
    const registration = (email: string, sessionStart: string) =>
      db
        .prepare("INSERT INTO event_registrations (email, name, session_start, created_at) VALUES (?1, 'N', ?2, ?3)")
        .bind(email, sessionStart, at(-60 * day));
    await db.batch([
      link("old-unused-0123456789", at(-day - 60_000), null),
      link("old-used-0123456789ab", at(-day - 60_000), at(-day - 30 * 60_000)),
      link("recent-0123456789abcd", at(-day + 60_000), null),
      link("live-0123456789abcdef", at(hour), null),
      registration("gone@example.com", at(-30 * day - 60_000)),
      registration("recent@example.com", at(-30 * day + 60_000)),
      registration("coming@example.com", at(7 * day)),
    ]);
    // The visitor's lead of the old registration stays.
    await db
      .prepare("INSERT INTO leads (name, email, form_source, created_at) VALUES ('N', 'gone@example.com', 'event', ?1)")
      .bind(at(-60 * day))
      .run();

    const report = await app.scheduled({ now });
    expect(report.errors).toEqual([]);
    expect(report.cleanup).toMatchObject({ billingLinks: 2, registrations: 1 });
    const column = async (sql: string) => (await db.prepare(sql).all<{ v: string }>()).results.map((row) => row.v);
    expect(await column("SELECT nonce AS v FROM billing_links ORDER BY nonce")).toEqual([
      "live-0123456789abcdef",
      "recent-0123456789abcd",
    ]);
    expect(await column("SELECT email AS v FROM event_registrations ORDER BY email")).toEqual([
      "coming@example.com",
      "recent@example.com",
    ]);
    expect(await column("SELECT email AS v FROM leads")).toEqual(["gone@example.com"]);

    // A later run finds nothing more of what it removed; a day on, the next link has aged out.
    expect((await app.scheduled({ now })).cleanup).toMatchObject({ billingLinks: 0, registrations: 0 });
    expect((await app.scheduled({ now: new Date(now.getTime() + 2 * 60_000) })).cleanup).toMatchObject({
      billingLinks: 1,
      registrations: 1,
    });
  });
});
