import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Webhook } from "standardwebhooks";
import { blueprintWords, welcomeEmail } from "~/content/email";
import { blueprintPage, confirmPage } from "~/content/follow-through";
import { DEFAULT_PERSON_NAME } from "~/lib/site-profile";
import { ownerTime } from "~/lib/owner-time";
import { ORIGIN, useTestApp } from "../support/harness/app";
import { decode, mainOf, textOf } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { emailBindings, startResendStandIn, sentEmailsTo } from "../support/stand-ins/resend";
import type { StandIn } from "../support/stand-ins/stand-in";
import { OWNER, SETUP_SECRET } from "../support/fixtures/owner";
import {
  emptyOwnerTables,
  holdClockAtStepStart,
  ownerBrowser,
  signInOwnerAtAal2,
} from "../support/harness/owner-browser";

/**
 * Issue 52's rest, through the real build on local D1 with the Resend stand-in: the free blueprint
 * (the form, its one email, the email's button that confirms and downloads), the welcome once per
 * address, and Resend's webhook (signed bounces and complaints hold the address; unsigned posts and
 * replays change nothing), as her pages and CSV show it.
 */

const ebookCase = LEAD_CASES.find((c) => c.id === "freeEbook")!;
const listCase = LEAD_CASES.find((c) => c.id === "emailList")!;

/** Resend's signing secret for the webhook: whsec_ and base64. */
const WEBHOOK_SECRET = `whsec_${Buffer.from("h5-blueprint-bounces-webhook-key!").toString("base64")}`;
/** A Wednesday afternoon, far from any Money Moves Live session. */
const NOW = Date.parse("2026-12-09T15:00:00Z");
const PDF = new TextEncoder().encode("%PDF-1.4 the blueprint\n%%EOF\n");

let resend: StandIn;
const sentTo = (address: string) => sentEmailsTo(resend, address);

beforeAll(async () => {
  resend = await startResendStandIn();
});
afterAll(() => resend?.close());
const app = useTestApp(() => ({ ...emailBindings(resend.url), RESEND_WEBHOOK_SECRET: WEBHOOK_SECRET }));
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  await app.settle();
  await emptyOwnerTables(
    app,
    "outbox",
    "leads",
    "subscribers",
    "email_suppressions",
    "email_webhook_events",
    "email_welcomes",
    "site_versions",
  );
  await (app.env.DOWNLOADS as R2Bucket).put("ebook-launch-blueprint.pdf", PDF, {
    httpMetadata: { contentType: "application/pdf" },
  });
  resend.requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

let token = 0;
const submission = () => `blueprint-token-${String(++token).padStart(8, "0")}`;
const local = (url: string) => url.replace(ORIGIN, "");
const subscriber = (email: string) =>
  app.env.LEADS_DB.prepare("SELECT status FROM subscribers WHERE email = ?1 AND list = 'newsletter'")
    .bind(email)
    .first<{ status: string }>();

async function askForBlueprint(fields: Record<string, string> = {}) {
  const response = await app.post(ebookCase.action, { ...ebookCase.post, ...fields, submission_id: submission() });
  await app.settle();
  return response;
}

describe("the free blueprint", () => {
  it("sends one email whose button confirms the address and downloads the file; the welcome follows once", async () => {
    const response = await askForBlueprint({ name: "Femi <b>Bello</b>", email: "Femi@Example.com" });
    expect(response.status).toBe(303);

    const [email] = sentTo("femi@example.com");
    expect(sentTo("femi@example.com")).toHaveLength(1);
    expect(email.subject).toBe(blueprintWords.subject);
    // Nothing typed but the address; it ends with her name.
    expect(email.html).not.toContain("Bello");
    expect(email.text).not.toContain("Bello");
    expect(email.text.trimEnd().endsWith(`${blueprintWords.signOff}\n${DEFAULT_PERSON_NAME}`)).toBe(true);
    expect(email.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await subscriber("femi@example.com")).toMatchObject({ status: "pending" });

    // The link opens a page with one button; opening it changes nothing.
    const link = local(/(http:\/\/\S+\/blueprint\?t=\S+)/.exec(email.text)![1]);
    const page = await app.fetch(link);
    expect(page.status).toBe(200);
    const main = mainOf(await page.text());
    expect(textOf(main)).toContain(blueprintPage.button);
    expect(main.match(/<button/g)).toHaveLength(1);
    expect(await subscriber("femi@example.com")).toMatchObject({ status: "pending" });

    // The button (a POST): confirmed on the list, and off to the file.
    const pressed = await app.post(link, {});
    expect(pressed.status).toBe(303);
    const download = pressed.headers.get("Location")!;
    expect(download).toMatch(/^\/blueprint\/[^/]+\/ebook-launch-blueprint\.pdf$/);
    await app.settle();
    expect(await subscriber("femi@example.com")).toMatchObject({ status: "confirmed" });
    const file = await app.fetch(download);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toContain('filename="E-Book Launch Blueprint.pdf"');
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    // The welcome, once: pressing again (or asking again and pressing) sends no second one.
    const welcomes = () => sentTo("femi@example.com").filter((m) => m.subject === welcomeEmail.subject);
    expect(welcomes()).toHaveLength(1);
    expect(welcomes()[0].text.trimEnd()).toContain(`${welcomeEmail.signOff}\n${DEFAULT_PERSON_NAME}`);
    await app.post(link, {});
    await app.settle();
    expect(welcomes()).toHaveLength(1);
  });

  it("is capped per recipient: asking again within the hour sends nothing more", async () => {
    await askForBlueprint();
    await askForBlueprint();
    await askForBlueprint();
    expect(sentTo("femi@example.com").filter((m) => m.subject === blueprintWords.subject)).toHaveLength(1);
  });

  it("refuses a changed or expired link with a page that says what to do, and a file that is not the blueprint", async () => {
    await askForBlueprint();
    const link = local(/(http:\/\/\S+\/blueprint\?t=\S+)/.exec(sentTo("femi@example.com")[0].text)![1]);
    const changed = await app.post(`${link.slice(0, -3)}abc`, {});
    expect(changed.status).toBe(400);
    expect(textOf(mainOf(await changed.text()))).toContain(blueprintPage.badTitle);
    expect(await subscriber("femi@example.com")).toMatchObject({ status: "pending" });

    const pressed = await app.post(link, {});
    const download = pressed.headers.get("Location")!;
    const other = await app.fetch(download.replace("ebook-launch-blueprint.pdf", "ai-playbook.pdf"));
    expect(other.status).toBe(404);

    // 31 days later the link and the file's address have expired.
    vi.setSystemTime(NOW + 31 * 24 * 60 * 60 * 1000);
    expect((await app.fetch(link)).status).toBe(410);
    const expired = await app.fetch(download);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(blueprintPage.expiredTitle);
  });
});

describe("the welcome", () => {
  it("goes out once per address when the email list's confirmation is pressed", async () => {
    const posted = await app.post(listCase.action, { ...listCase.post, submission_id: submission() });
    expect(posted.status).toBe(303);
    await app.settle();
    const [confirmation] = sentTo("grace@example.com");
    const link = local(/(http:\/\/\S+\/confirm-subscription\?t=\S+)/.exec(confirmation.text)![1]);
    const pressed = await app.post(link, {});
    expect(textOf(mainOf(await pressed.text()))).toContain(confirmPage.confirmedTitle);
    await app.settle();
    const welcome = sentTo("grace@example.com").filter((m) => m.subject === welcomeEmail.subject);
    expect(welcome).toHaveLength(1);
    expect(welcome[0].headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    await app.post(link, {});
    await app.settle();
    expect(sentTo("grace@example.com").filter((m) => m.subject === welcomeEmail.subject)).toHaveLength(1);
  });
});

describe("her welcome email", () => {
  it("is hers once saved at /owner/site/welcome, after a test send to her own address only", async () => {
    holdClockAtStepStart();
    const b = ownerBrowser(app, { ENVIRONMENT: "development", OWNER_SETUP_SECRET: SETUP_SECRET });
    await signInOwnerAtAal2(b);
    const page = await b.get("/owner/site/welcome");
    expect(page.status).toBe(200);
    expect(decode(await page.text())).toContain(welcomeEmail.subject);

    const mine = { subject: "So glad you're here", body: "Welcome, friend.\n\n- One lesson a month" };
    const refused = await b.post("/owner/site/welcome", { intent: "save", subject: "", body: mine.body });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Write the subject.");

    const test = await b.post("/owner/site/welcome", { intent: "test", ...mine });
    expect(test.status).toBe(303);
    await app.settle();
    const [copy] = sentTo(OWNER);
    expect(copy.subject).toBe(`${welcomeEmail.testPrefix}${mine.subject}`);
    expect(copy.text).toContain("Welcome, friend.");

    const saved = await b.post("/owner/site/welcome", { intent: "save", ...mine });
    expect(saved.status).toBe(303);
    const versions = await app.env.LEADS_DB.prepare(
      "SELECT count(*) AS n FROM site_versions WHERE section = 'welcome'",
    ).first<{ n: number }>();
    expect(versions!.n).toBe(1);

    await app.post(listCase.action, { ...listCase.post, submission_id: submission() });
    await app.settle();
    const link = local(/(http:\/\/\S+\/confirm-subscription\?t=\S+)/.exec(sentTo("grace@example.com")[0].text)![1]);
    await app.post(link, {});
    await app.settle();
    const welcome = sentTo("grace@example.com").filter((m) => m.subject === mine.subject);
    expect(welcome).toHaveLength(1);
    expect(welcome[0].html).toContain("<li>One lesson a month</li>");
  });
});

/** A post to the webhook as Resend sends it, signed with `secret` (the Svix scheme, via standardwebhooks). */
function resendPost(event: unknown, options: { id?: string; secret?: string | null } = {}) {
  const body = JSON.stringify(event);
  const id = options.id ?? `msg_${Math.random().toString(36).slice(2)}`;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.secret !== null) {
    // The suite's clock (shifted under TEST_NOW, as the Worker's is): the verifier's tolerance holds.
    const at = new Date();
    headers["svix-id"] = id;
    headers["svix-timestamp"] = String(Math.floor(at.getTime() / 1000));
    headers["svix-signature"] = new Webhook(options.secret ?? WEBHOOK_SECRET).sign(id, at, body);
  }
  return app.fetch("/webhooks/resend", { method: "POST", headers, body });
}

const bounce = (to: string, type = "Permanent") => ({
  type: "email.bounced",
  created_at: "2026-12-09T15:00:00.000Z",
  data: { email_id: "e_1", to: [to], subject: "Hi", bounce: { type, subType: "General", message: "No such user" } },
});
const complaint = (to: string) => ({
  type: "email.complained",
  created_at: "2026-12-09T15:00:00.000Z",
  data: { email_id: "e_2", to: [to], subject: "Hi" },
});
const held = () =>
  app.env.LEADS_DB.prepare("SELECT email, reason FROM email_suppressions ORDER BY email").all<{
    email: string;
    reason: string;
  }>();

describe("Resend's webhook", () => {
  it("holds an address that bounced: no list mail reaches it again, and her pages and CSV say so", async () => {
    const answer = await resendPost(bounce("Femi@Example.com"));
    expect(answer.status).toBe(200);
    expect((await held()).results).toEqual([{ email: "femi@example.com", reason: "bounced" }]);

    // The blueprint and the list's confirmation are list mail: not sent.
    await askForBlueprint();
    await app.post(listCase.action, { ...listCase.post, email: "femi@example.com", submission_id: submission() });
    await app.settle();
    expect(sentTo("femi@example.com")).toEqual([]);
    // A transient bounce holds nobody.
    expect((await resendPost(bounce("ada@example.com", "Transient"))).status).toBe(200);
    expect((await held()).results).toHaveLength(1);

    holdClockAtStepStart();
    const b = ownerBrowser(app, { ENVIRONMENT: "development", OWNER_SETUP_SECRET: SETUP_SECRET });
    await signInOwnerAtAal2(b);
    const list = await (await b.get("/owner")).text();
    const row = [...list.matchAll(/<tr[^>]*data-testid="lead-row"[^>]*>([\s\S]*?)<\/tr>/g)]
      .map((m) => textOf(m[1]))
      .find((text) => text.includes("femi@example.com"))!;
    const when = ownerTime(new Date(NOW).toISOString());
    expect(row).toContain(`femi@example.com Bounced ${when}`);
    const leadId = /href="\/owner\/leads\/(\d+)"/.exec(list)![1];
    const lead = textOf(mainOf(await (await b.get(`/owner/leads/${leadId}`)).text()));
    expect(lead).toContain(`Email delivery: Bounced ${when}.`);
    const csv = (await (await b.get("/owner/leads.csv")).text()).trim().split(/\r?\n/);
    expect(csv[0]).toContain('"Email delivery"');
    expect(csv.find((line) => line.includes("femi@example.com"))).toMatch(new RegExp(`"Bounced ${when}"$`));
  });

  it("holds an address that complained, over an earlier bounce", async () => {
    expect((await resendPost(bounce("grace@example.com"))).status).toBe(200);
    expect((await resendPost(complaint("grace@example.com"))).status).toBe(200);
    expect((await held()).results).toEqual([{ email: "grace@example.com", reason: "complained" }]);
    // A later bounce does not turn the complaint back.
    expect((await resendPost(bounce("grace@example.com"))).status).toBe(200);
    expect((await held()).results).toEqual([{ email: "grace@example.com", reason: "complained" }]);
    await app.post(listCase.action, { ...listCase.post, submission_id: submission() });
    await app.settle();
    expect(sentTo("grace@example.com")).toEqual([]);
  });

  it("refuses an unsigned or wrongly signed post and a replay, changing nothing", async () => {
    const unsigned = await resendPost(bounce("ada@example.com"), { secret: null });
    expect(unsigned.status).toBe(400);
    const forged = await resendPost(bounce("ada@example.com"), {
      secret: `whsec_${Buffer.from("someone-else's-secret-000000000").toString("base64")}`,
    });
    expect(forged.status).toBe(400);
    expect((await held()).results).toEqual([]);
    const events = () =>
      app.env.LEADS_DB.prepare("SELECT count(*) AS n FROM email_webhook_events").first<{ n: number }>();
    expect((await events())!.n).toBe(0);

    // The same delivery (svix-id) twice: the first holds the address, the second is refused.
    expect((await resendPost(complaint("ada@example.com"), { id: "msg_replayed" })).status).toBe(200);
    await app.env.LEADS_DB.prepare("DELETE FROM email_suppressions").run();
    const replay = await resendPost(complaint("ada@example.com"), { id: "msg_replayed" });
    expect(replay.status).toBe(409);
    expect((await held()).results).toEqual([]);
    expect((await events())!.n).toBe(1);
  });

  it("answers 503 without its secret, and 405 to a GET", async () => {
    const off = await app.fetch("/webhooks/resend", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
      vars: { RESEND_WEBHOOK_SECRET: undefined },
    });
    expect(off.status).toBe(503);
    expect((await app.fetch("/webhooks/resend")).status).toBe(405);
  });
});
