import { performance } from "node:perf_hooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eventWords } from "~/content/email";
import { confirmPage } from "~/content/follow-through";
import { nextEventStart } from "~/lib/event-date";
import { ORIGIN, useTestApp } from "../support/harness/app";
import { mainOf, textOf } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { OWNER, SETUP_SECRET } from "../support/fixtures/owner";
import { emailBindings, startResendStandIn, sentEmailsTo, type SentEmail } from "../support/stand-ins/resend";
import type { StandIn } from "../support/stand-ins/stand-in";
import { emptyOwnerTables, ownerBrowser, signInOwnerAtAal2 } from "../support/harness/owner-browser";
import { startStripeStandIn } from "../support/stand-ins/stripe";

/**
 * Issue 34: what a stranger's post can do to someone else's address, with production settings and
 * the Resend stand-in. Nothing a stranger sends speaks in the site's voice (no typed name in a
 * message to an address that has not confirmed), undoes a visitor's choice (an unsubscribe, a
 * confirmed name), or mails one address without end (one an hour, three a day); and the answer
 * takes as long whether or not the address is known.
 */

const eventCase = LEAD_CASES.find((c) => c.id === "event")!;
const listCase = LEAD_CASES.find((c) => c.id === "emailList")!;
const STRANGER_NAME = "Your account is locked: call +1 800 555 0100 or visit evil.example/verify";

let resend: StandIn;
const sentTo = (address: string) => sentEmailsTo(resend, address);
let stripe: StandIn;
beforeAll(async () => {
  resend = await startResendStandIn();
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await resend?.close();
  await stripe?.close();
});

const app = useTestApp(() => ({
  ...emailBindings(resend.url),
  STRIPE_SECRET_KEY: "sk_test_stranger",
  STRIPE_API_URL: stripe.url,
  ENVIRONMENT: "production",
  SESSION_SECRET: "s".repeat(40),
  SITE_URL: ORIGIN,
  OWNER_EMAILS: OWNER,
  OWNER_SETUP_SECRET: SETUP_SECRET,
}));

beforeEach(async () => {
  await app.settle();
  await emptyOwnerTables(app, "outbox", "leads", "subscribers", "event_registrations", "billing_links", "orders");
  resend.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

let token = 0;
const submission = () => `stranger-token-${String(++token).padStart(8, "0")}`;
let client = 0;
/** Each post from another client address: the caps hold whatever the client. */
const fromAnywhere = () => ({ headers: { "CF-Connecting-IP": `198.51.100.${++client % 250}` } });

async function register(fields: Record<string, string>) {
  const response = await app.post(
    eventCase.action,
    { ...eventCase.post, ...fields, submission_id: submission() },
    fromAnywhere(),
  );
  await app.settle();
  return response;
}

async function joinList(fields: Record<string, string>) {
  const response = await app.post(
    listCase.action,
    { ...listCase.post, ...fields, submission_id: submission() },
    fromAnywhere(),
  );
  await app.settle();
  return response;
}

const local = (url: string) => url.replace(ORIGIN, "");
const linkIn = (message: SentEmail, path: string) =>
  local(new RegExp(`(http://\\S+${path}\\?t=\\S+)`).exec(message.text)![1]);
const consentOf = (email: string, list: string) =>
  app.env.LEADS_DB.prepare("SELECT status, name FROM subscribers WHERE email = ?1 AND list = ?2")
    .bind(email, list)
    .first<{ status: string; name: string | null }>();

describe("a registration for the event", () => {
  it("never undoes an unsubscribe nor carries a stranger's words: one plain link to opt in again, no reminder", async () => {
    // Registered the day before a session: without the unsubscribe, the 24-hour reminder would go.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-12-25T20:00:00Z") });
    const start = nextEventStart(new Date());
    await register({ name: "Ada", email: "ada@example.com" });
    const [confirmation] = sentTo("ada@example.com");
    // One click (RFC 8058) from her confirmation's header.
    const unsubscribe = /<(.+)>/.exec(confirmation.headers!["List-Unsubscribe"])![1];
    const oneClick = await app.fetch(local(unsubscribe), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    resend.requests.length = 0;

    // A stranger registers her address with words of their own, again and again, from anywhere.
    for (let i = 0; i < 5; i++) {
      expect((await register({ name: STRANGER_NAME, email: "ada@example.com" })).status).toBe(303);
    }
    expect((await consentOf("ada@example.com", "event"))?.status).not.toBe("confirmed");
    const name = await app.env.LEADS_DB.prepare(
      "SELECT name FROM event_registrations WHERE email = 'ada@example.com'",
    ).first("name");
    expect(name).toBe("Ada");
    const after = sentTo("ada@example.com");
    expect(after).toHaveLength(1);
    expect(after[0].subject).toBe(eventWords.reconfirmSubject);
    expect(after[0].text).not.toContain("locked");
    expect(after[0].html).not.toContain("evil.example");

    // No reminder until she confirms.
    expect((await app.scheduled({ now: new Date(start.getTime() - 24 * 3600_000 + 60_000) })).reminders).toBe(0);
    expect(sentTo("ada@example.com")).toHaveLength(1);
    // Her link (a page, then its button) brings the messages back.
    const link = linkIn(after[0], "/confirm-subscription");
    expect((await app.post(link, {})).status).toBe(200);
    expect((await consentOf("ada@example.com", "event"))?.status).toBe("confirmed");
    expect((await app.scheduled({ now: new Date(start.getTime() - 3600_000 + 60_000) })).reminders).toBe(1);
    // Her confirmation of the session came before: it is not sent twice.
    expect(sentTo("ada@example.com").map((message) => message.subject)).toEqual([
      eventWords.reconfirmSubject,
      "Starting in an hour: Money Moves Live",
    ]);
  });

  it("greets a new address without the typed name, on the event's confirmation and the email list's", async () => {
    await register({ name: STRANGER_NAME, email: "new@example.com" });
    await joinList({ name: STRANGER_NAME, email: "new@example.com" });
    const messages = sentTo("new@example.com");
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message.text).toMatch(/^Hi there,/);
      expect(message.text).not.toContain("locked");
      expect(message.html).not.toContain("evil.example");
    }
  });
});

describe("a registration for an address never confirmed", () => {
  it("gets one email for the session, the confirmation it asked for, whatever the client and however often", async () => {
    // Posts from anywhere, every hour for thirty hours, each a new post for the same session.
    const from = Date.parse("2026-12-08T08:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: from });
    for (let i = 0; i < 30; i++) {
      vi.setSystemTime(from + i * 3600_000);
      expect((await register({ name: `${STRANGER_NAME} ${i}`, email: "target@example.com" })).status).toBe(303);
    }
    const messages = sentTo("target@example.com");
    expect(messages.map((message) => message.subject)).toEqual([expect.stringMatching(/^You're registered/)]);
    expect(messages[0].text).not.toContain("locked");
    expect(messages[0].text).toContain(eventWords.listInvite);
    // Not on the event's list (what broadcasts reach) until the link in it is pressed.
    expect(await consentOf("target@example.com", "event")).toEqual({ status: "pending", name: null });
  });
});

describe("the email list", () => {
  it("a stranger's post never renames a confirmed subscriber, in the owner's CSV or anywhere", async () => {
    await joinList({ name: "Grace", email: "grace@example.com" });
    await app.env.LEADS_DB.prepare(
      "UPDATE subscribers SET status = 'confirmed', confirmed_at = ?1 WHERE email = 'grace@example.com'",
    )
      .bind(new Date().toISOString())
      .run();
    expect((await joinList({ name: STRANGER_NAME, email: "grace@example.com" })).status).toBe(303);
    expect(await consentOf("grace@example.com", "newsletter")).toEqual({ status: "confirmed", name: "Grace" });
    const owner = ownerBrowser(app);
    await signInOwnerAtAal2(owner);
    const csv = await (await owner.get("/owner/subscribers.csv")).text();
    expect(csv).toContain("Grace");
    expect(csv).not.toContain("locked");
  });

  it("a confirmation link opens a page whose button confirms; a GET (a mail scanner) changes nothing", async () => {
    await joinList({ name: "Grace", email: "grace@example.com" });
    const link = linkIn(sentTo("grace@example.com")[0], "/confirm-subscription");
    const scanned = await app.fetch(link);
    expect(scanned.status).toBe(200);
    const page = await scanned.text();
    expect(mainOf(page)).toMatch(/<form[^>]*method="post"/);
    expect(textOf(mainOf(page))).toContain(confirmPage.button);
    expect((await consentOf("grace@example.com", "newsletter"))?.status).toBe("pending");
    const pressed = await app.post(link, {});
    expect(pressed.status).toBe(200);
    expect(textOf(mainOf(await pressed.text()))).toContain(confirmPage.confirmedTitle);
    expect((await consentOf("grace@example.com", "newsletter"))?.status).toBe("confirmed");
  });
});

describe("/billing", () => {
  beforeEach(async () => {
    await app.env.LEADS_DB.prepare(
      `INSERT INTO orders (session_id, offer, mode, buyer_email, status, customer_id, subscription_id, download_token)
       VALUES ('cs_test_plan', 'vip', 'subscription', 'member@example.com', 'paid', 'cus_member', 'sub_member', ?1)`,
    )
      .bind("t".repeat(43))
      .run();
  });

  it("mails one address at most once an hour and three times a day, whatever the client", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const burst = async () => {
      for (let i = 0; i < 10; i++) {
        expect((await app.post("/billing", { email: "member@example.com" }, fromAnywhere())).status).toBe(303);
        await app.settle();
      }
    };
    await burst();
    expect(sentTo("member@example.com")).toHaveLength(1);
    for (const expected of [2, 3, 3]) {
      vi.setSystemTime(Date.now() + 61 * 60_000);
      await burst();
      expect(sentTo("member@example.com")).toHaveLength(expected);
    }
  });

  it("a billing link is used only by the address it was made for", async () => {
    await app.post("/billing", { email: "member@example.com" }, fromAnywhere());
    await app.settle();
    const link = linkIn(sentTo("member@example.com")[0], "/billing/portal");
    // The row now says another address (as if the token had been minted for someone else's link).
    await app.env.LEADS_DB.prepare("UPDATE billing_links SET email = 'other@example.com'").run();
    const opened = await app.post(link, {});
    expect(opened.status).toBe(410);
  });
});

describe("links in development", () => {
  // No SITE_URL: the links in a mail come from the request only for a connection from this machine.
  const DEVELOPMENT = { ENVIRONMENT: "development", SITE_URL: undefined, OWNER_EMAILS: undefined };
  const FORGED = "http://evil.example";
  const THIS_MACHINE = "http://localhost:8820";

  async function postFrom(origin: string, client: string, path: string, fields: Record<string, string>) {
    const response = await app.post(`${origin}${path}`, fields, {
      vars: DEVELOPMENT,
      headers: { Origin: origin, "CF-Connecting-IP": client },
    });
    await app.settle();
    return response;
  }

  it("a post from elsewhere with a forged Host gets the local default in its mail; this machine its own origin", async () => {
    const list = (email: string) => ({ ...listCase.post, email, submission_id: submission() });
    expect((await postFrom(FORGED, "203.0.113.7", listCase.action, list("far@example.com"))).status).toBe(303);
    const far = sentTo("far@example.com")[0];
    expect(far.text).toContain(`${ORIGIN}/confirm-subscription?t=`);
    expect(JSON.stringify(far)).not.toContain("evil.example");

    expect((await postFrom(THIS_MACHINE, "127.0.0.1", listCase.action, list("near@example.com"))).status).toBe(303);
    expect(sentTo("near@example.com")[0].text).toContain(`${THIS_MACHINE}/confirm-subscription?t=`);

    await app.env.LEADS_DB.prepare(
      `INSERT INTO orders (session_id, offer, mode, buyer_email, status, customer_id, subscription_id, download_token)
       VALUES ('cs_test_dev', 'vip', 'subscription', 'member@example.com', 'paid', 'cus_dev', 'sub_dev', ?1)`,
    )
      .bind("d".repeat(43))
      .run();
    expect((await postFrom(FORGED, "203.0.113.8", "/billing", { email: "member@example.com" })).status).toBe(303);
    const billing = sentTo("member@example.com")[0];
    expect(billing.text).toContain(`${ORIGIN}/billing/portal?t=`);
    expect(JSON.stringify(billing)).not.toContain("evil.example");
  });
});

/**
 * The widest median ratio still called "the same time". An answer that waited for the lookup or its
 * email takes several times as long as one that did not; the margin is wide so a shared machine's
 * noise (several test projects at once) is not mistaken for it: 1.3 failed once at 1.32 that way.
 */
const SAME_TIME = 1.6;

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * 60 interleaved pairs (the order alternating), each timed to its answer, the background work
 * settled untimed between them: the median of the pairs' ratios, the slower over the faster. A
 * pair's two answers meet the same load on a shared machine, so a burst of load cancels out (the
 * ratio of the two medians did not: a burst once pushed it to 1.35 where the pairs said 1.05).
 */
async function medianRatio(known: () => Promise<Response>, unknown: () => Promise<Response>): Promise<number> {
  const times = { known: [] as number[], unknown: [] as number[] };
  const timed = async (kind: "known" | "unknown") => {
    const started = performance.now();
    const response = await (kind === "known" ? known() : unknown());
    times[kind].push(performance.now() - started);
    expect(response.status).toBe(303);
    await app.settle();
  };
  for (let i = 0; i < 60; i++) {
    const order: ("known" | "unknown")[] = i % 2 ? ["known", "unknown"] : ["unknown", "known"];
    for (const kind of order) await timed(kind);
  }
  const ratio = median(times.known.map((known, i) => known / times.unknown[i]));
  return Math.max(ratio, 1 / ratio);
}

describe("answers that tell nothing", () => {
  it("/billing answers a subscriber's address and another's in the same time", async () => {
    await app.env.LEADS_DB.prepare(
      `INSERT INTO orders (session_id, offer, mode, buyer_email, status, customer_id, subscription_id, download_token)
       VALUES ('cs_test_plan', 'vip', 'subscription', 'member@example.com', 'paid', 'cus_member', 'sub_member', ?1)`,
    )
      .bind("u".repeat(43))
      .run();
    let n = 0;
    const ratio = await medianRatio(
      () => app.post("/billing", { email: "member@example.com" }, fromAnywhere()),
      () => app.post("/billing", { email: `nobody${++n}@example.com` }, fromAnywhere()),
    );
    expect(ratio).toBeLessThanOrEqual(SAME_TIME);
  }, 120_000);

  it("the email list and the event form answer a known address and a new one in the same time", async () => {
    await joinList({ name: "Grace", email: "grace@example.com" });
    await register({ name: "Ada", email: "ada@example.com" });
    let n = 0;
    const post = (action: string, fields: Record<string, string>, email: string) => () =>
      app.post(action, { ...fields, email, submission_id: submission() }, fromAnywhere());
    expect(
      await medianRatio(post(listCase.action, listCase.post as Record<string, string>, "grace@example.com"), () =>
        post(listCase.action, listCase.post as Record<string, string>, `new${++n}@example.com`)(),
      ),
    ).toBeLessThanOrEqual(SAME_TIME);
    expect(
      await medianRatio(post(eventCase.action, eventCase.post as Record<string, string>, "ada@example.com"), () =>
        post(eventCase.action, eventCase.post as Record<string, string>, `new${++n}@example.com`)(),
      ),
    ).toBeLessThanOrEqual(SAME_TIME);
  }, 240_000);
});
