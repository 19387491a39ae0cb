import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  googleCalendarUrl,
  sessionFromKey,
  sessionIcs,
  sessionKey,
  sessionUid,
  type SessionDetails,
} from "~/lib/event-calendar";
import { eventStart, nextEventStart, sessionDateText, sessionInZone, sessionTimeText } from "~/lib/event-date";
import { eventMessage, leadDigest, subscriptionConfirmation } from "~/lib/email-messages";
import { buyerDelivery } from "~/lib/email-messages";
import { emailWords } from "~/content/email";
import type { Order } from "~/lib/orders";
import { signToken, verifyToken, type TokenClaims } from "~/lib/signed-token";

const details: SessionDetails = {
  title: "Money Moves Live",
  // Commas, semicolons, a backslash and a newline must be escaped; the length forces folding.
  description: `Credit, business; real estate \\ and a new line\nthen ${"a long description ".repeat(8)}`,
  location: "Online, wherever you are",
  url: "https://www.example.com/money-moves-live",
  host: "www.example.com",
};

describe("session dates across daylight saving and year ends", () => {
  it.each([
    // [year, month (0-11), the session in UTC, Eastern time as words]
    [2027, 2, "2027-03-27T22:00:00.000Z", "6:00 PM EDT"], // two weeks after DST starts
    [2026, 9, "2026-10-31T22:00:00.000Z", "6:00 PM EDT"], // the day before DST ends (Nov 1)
    [2026, 10, "2026-11-28T23:00:00.000Z", "6:00 PM EST"],
    [2022, 11, "2022-12-31T23:00:00.000Z", "6:00 PM EST"], // New Year's Eve is the last Saturday
    [2027, 0, "2027-01-30T23:00:00.000Z", "6:00 PM EST"],
  ])("%i-%i starts at %s (%s)", (year, month, iso, time) => {
    const start = eventStart(year, month);
    expect(start.toISOString()).toBe(iso);
    expect(sessionTimeText(start)).toBe(time);
  });

  it("goes over year ends and DST changes to the next session", () => {
    expect(nextEventStart(new Date("2026-12-26T23:00:01Z")).toISOString()).toBe("2027-01-30T23:00:00.000Z");
    expect(nextEventStart(new Date("2022-12-31T22:59:00Z")).toISOString()).toBe("2022-12-31T23:00:00.000Z");
    expect(nextEventStart(new Date("2023-01-01T00:30:00Z")).toISOString()).toBe("2023-01-28T23:00:00.000Z");
    expect(nextEventStart(new Date("2026-10-31T22:30:00Z")).toISOString()).toBe("2026-11-28T23:00:00.000Z");
  });

  it("says the date in Eastern time and in a visitor's zone", () => {
    const start = eventStart(2026, 10);
    expect(sessionDateText(start)).toBe("Saturday, November 28, 2026");
    expect(sessionInZone(start, "America/Los_Angeles")).toBe("Sat, Nov 28, 3:00 PM PST");
    expect(sessionInZone(start, "Europe/London")).toBe("Sat, Nov 28, 11:00 PM GMT");
    expect(sessionInZone(start, "Not/A_Zone")).toBeNull();
  });

  it("keys name real sessions only", () => {
    const start = eventStart(2027, 2);
    expect(sessionFromKey(sessionKey(start))?.toISOString()).toBe(start.toISOString());
    expect(sessionFromKey("20270327T230000Z")).toBeNull(); // an hour off
    expect(sessionFromKey("20270320T220000Z")).toBeNull(); // not the last Saturday
    expect(sessionFromKey("../etc/passwd")).toBeNull();
  });
});

describe("the .ics file (RFC 5545)", () => {
  const start = eventStart(2027, 2);
  const session = { start, key: sessionKey(start), sequence: 0, skipped: false };
  const ics = sessionIcs(session, details);

  it("has CRLF line ends and folds lines at 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    const lines = ics.split("\r\n");
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The long description was folded (continuation lines start with a space or a tab).
    expect(lines.some((line) => /^[ \t]/.test(line))).toBe(true);
  });

  it("parses to one event with the UID, UTC times, escaped text and the URL", () => {
    const component = new ICAL.Component(ICAL.parse(ics));
    const events = component.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe(sessionUid(sessionKey(start), details.host));
    expect(event.uid).toBe("money-moves-live-20270327T220000Z@www.example.com");
    expect(event.summary).toBe("Money Moves Live");
    expect(event.description).toBe(details.description);
    expect(event.location).toBe(details.location);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-27T22:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-27T23:30:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(events[0].getFirstPropertyValue("url")).toBe(details.url);
  });

  it("is the same file for the same session, every time", () => {
    expect(sessionIcs(session, details).replace(/DTSTAMP:.*\r\n/, "")).toBe(ics.replace(/DTSTAMP:.*\r\n/, ""));
  });

  it("keeps a moved session's UID and raises its SEQUENCE; a skipped one is CANCELLED", () => {
    const moved = new Date("2027-03-20T22:00:00Z");
    const parsed = (file: string) => new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent("vevent")!;
    const movedEvent = parsed(sessionIcs({ ...session, start: moved, sequence: 2 }, details));
    expect(movedEvent.getFirstPropertyValue("uid")).toBe("money-moves-live-20270327T220000Z@www.example.com");
    expect(movedEvent.getFirstPropertyValue("sequence")).toBe(2);
    expect(new ICAL.Event(movedEvent).startDate.toJSDate().toISOString()).toBe(moved.toISOString());
    const skipped = parsed(sessionIcs({ ...session, sequence: 3, skipped: true }, details));
    expect(skipped.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(skipped.getFirstPropertyValue("sequence")).toBe(3);
  });

  it("gives Google Calendar the session in UTC", () => {
    const url = new URL(googleCalendarUrl(start, details));
    expect(url.searchParams.get("dates")).toBe("20270327T220000Z/20270327T233000Z");
  });
});

describe("signed links", () => {
  const secret = "a-test-secret";
  const claims: TokenClaims = {
    purpose: "unsubscribe",
    address: "Ada@Example.com",
    list: "event",
    expiresAt: null,
    nonce: "",
  };
  const now = new Date("2026-11-25T12:00:00Z");

  it("round-trips, lowercasing the address", async () => {
    const token = await signToken(secret, claims);
    const check = await verifyToken(secret, token, "unsubscribe", now);
    expect(check).toEqual({ ok: true, claims: { ...claims, address: "ada@example.com" } });
    // Never expires.
    expect((await verifyToken(secret, token, "unsubscribe", new Date("2099-01-01T00:00:00Z"))).ok).toBe(true);
  });

  it("refuses another address or list, another purpose, another secret, and any tampering", async () => {
    const token = await signToken(secret, claims);
    const [payload, signature] = token.split(".");
    const body = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const rewrite = (change: Record<string, unknown>) =>
      `${Buffer.from(JSON.stringify({ ...body, ...change })).toString("base64url")}.${signature}`;
    expect(await verifyToken(secret, rewrite({ a: "bob@example.com" }), "unsubscribe", now)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect((await verifyToken(secret, rewrite({ l: "newsletter" }), "unsubscribe", now)).ok).toBe(false);
    expect((await verifyToken(secret, token, "confirm", now)).ok).toBe(false);
    expect((await verifyToken("another-secret", token, "unsubscribe", now)).ok).toBe(false);
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect((await verifyToken(secret, flipped, "unsubscribe", now)).ok).toBe(false);
    for (const bad of ["", "abc", `${token}.x`, 42, null, "a.b", `${payload}.`]) {
      expect((await verifyToken(secret, bad, "unsubscribe", now)).ok).toBe(false);
    }
  });

  it("expires a link that has an expiry", async () => {
    const token = await signToken(secret, {
      ...claims,
      purpose: "billing",
      list: "",
      expiresAt: now.getTime() + 3600_000,
      nonce: "n-1234567890abcdef",
    });
    expect((await verifyToken(secret, token, "billing", new Date(now.getTime() + 3599_000))).ok).toBe(true);
    expect(await verifyToken(secret, token, "billing", new Date(now.getTime() + 3601_000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});

describe("the messages", () => {
  it("carry nothing the visitor typed, and keep a plain-text part", () => {
    const start = eventStart(2026, 10);
    const event = eventMessage({
      kind: "24h",
      to: "ada@example.com",
      start,
      icsUrl: "https://www.example.com/money-moves-live/20261128T230000Z.ics",
      joinUrl: "https://meet.example.com/mml?a=1&b=2",
      unsubscribeUrl: "https://www.example.com/unsubscribe?t=abc",
      signature: "Grace Hopper",
    });
    expect(event.text).toMatch(/^Hi there,/);
    expect(event.html).toContain('href="https://meet.example.com/mml?a=1&amp;b=2"');
    expect(event.text).toContain("Join the session: https://meet.example.com/mml?a=1&b=2");
    expect(event.subject).toBe("Tomorrow: Money Moves Live, 6:00 PM EST");
    const confirm = subscriptionConfirmation({
      to: "ada@example.com",
      confirmUrl: "https://x.example/c?t=1",
      signature: "Grace Hopper",
    });
    expect(confirm.text).toMatch(/^Hi there,/);
    expect(confirm.text).toContain("https://x.example/c?t=1");
  });
});

describe("a monthly plan's confirmation", () => {
  it("links to /billing to change or cancel the plan", () => {
    const order = {
      id: 1,
      sessionId: "cs_1",
      offer: "starter",
      mode: "subscription",
      buyerEmail: "m@example.com",
      buyerName: "M",
      amountTotal: 9700,
      currency: "usd",
      status: "paid",
      paymentIntentId: null,
      customerId: "cus_1",
      subscriptionId: "sub_1",
      subscriptionStatus: "active",
      downloadToken: "t".repeat(43),
      createdAt: "2026-11-25T10:00:00.000Z",
      updatedAt: "2026-11-25T10:00:00.000Z",
      downloadsFrom: null,
      paidAt: "2026-11-25T10:00:00.000Z",
    } satisfies Order;
    const message = buyerDelivery({
      order,
      origin: "https://www.example.com",
      words: emailWords,
      signature: "Grace Hopper",
    })!;
    expect(message.html).toContain('<a href="https://www.example.com/billing">Manage your plan</a>');
    expect(message.text).toContain("Manage your plan: https://www.example.com/billing");
  });
});

describe("the event's confirmation and the owner's digest", () => {
  const confirmation = (listConfirmUrl?: string | null) =>
    eventMessage({
      kind: "confirmation",
      to: "a@example.com",
      start: new Date("2027-03-27T22:00:00Z"),
      icsUrl: "https://www.example.com/money-moves-live/20270327T220000Z.ics",
      joinUrl: null,
      unsubscribeUrl: "https://www.example.com/unsubscribe?t=u",
      signature: "Grace Hopper",
      listConfirmUrl,
    });

  it("the confirmation has the session, its calendar file and, for an address not on the event's list, the link that joins it", () => {
    const message = confirmation("https://www.example.com/confirm-subscription?t=abc");
    expect(message.subject).toBe("You're registered: Money Moves Live, Saturday, March 27, 2027");
    expect(message.text).toMatch(/^Hi there,/);
    expect(message.text).toContain(
      "Add it to your calendar: https://www.example.com/money-moves-live/20270327T220000Z.ics",
    );
    expect(message.text).toContain(
      "Yes, tell me about future sessions: https://www.example.com/confirm-subscription?t=abc",
    );
    expect(message.html).toContain('href="https://www.example.com/confirm-subscription?t=abc"');
    expect(message.text).toContain("To hear about future sessions too, join the Money Moves Live list:");
  });

  it("the confirmation to an address on the event's list has no such link", () => {
    const message = confirmation(null);
    expect(message.text).toContain("https://www.example.com/money-moves-live/20270327T220000Z.ics");
    expect(message.text).not.toContain("confirm-subscription");
    expect(message.text).not.toContain("future sessions");
  });

  it("the digest lists each held lead once, escaped, with its link", () => {
    const message = leadDigest({
      leads: [
        {
          leadId: 7,
          formSource: "Contact Page",
          name: "<b>Eve</b>",
          email: "eve@example.com",
          receivedAt: "2026-12-08T15:00:00.000Z",
        },
        {
          leadId: null,
          formSource: "Contact Page",
          name: "Bo",
          email: "bo@example.com",
          receivedAt: "2026-12-08T15:01:00.000Z",
        },
      ],
      origin: "https://www.example.com",
      to: "owner@example.com",
      words: emailWords,
      perHour: 20,
    });
    expect(message.subject).toBe("2 more new leads this hour");
    expect(message.html).not.toContain("<b>Eve</b>");
    expect(message.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(message.text).toContain("https://www.example.com/owner/leads/7");
    expect(message.text).toContain("bo@example.com");
    // The form in her words, as her pages name it, not the stored source.
    expect(message.text).toContain("Contact message: Bo");
    expect(message.text).not.toContain("Contact Page");
  });
});
