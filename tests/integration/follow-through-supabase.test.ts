import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSupabaseConsentRecords } from "~/services/email/consent-records-supabase.server";
import { createSupabaseRegistrationRecords } from "~/services/events/registration-records-supabase.server";
import { createSupabaseHeldNotices } from "~/services/email/held-notices-supabase.server";
import { createSupabaseLeadInterests } from "~/services/leads/lead-records-supabase.server";
import { createSupabaseBillingLinkRecords } from "~/services/sales/billing-link-records-supabase.server";
import { sendJson, startStandIn, type StandIn } from "../support/stand-ins/stand-in";
import { createSupabaseTestDatabase, type SupabaseTestDatabase } from "../support/database/supabase-database";

/**
 * The Supabase stores of the follow-through (consent, registrations, billing links) against
 * PostgreSQL with the real migrations, through a small PostgREST stand-in that turns what
 * supabase-js sends (rpc calls; selects, updates, inserts and deletes with eq, lt and gt filters, order
 * and limit)
 * into SQL run as the role of the request's key. The same journeys as the D1 stores' tests.
 */

const SERVICE_KEY = "service-role-key";
let db: SupabaseTestDatabase;
let rest: StandIn;

const literal = (value: unknown) =>
  value === null || value === undefined ? "NULL" : `'${String(value).replace(/'/g, "''")}'`;
const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad identifier ${name}`);
  return name;
};

function whereOf(query: URLSearchParams): string {
  const clauses: string[] = [];
  for (const [column, expression] of query) {
    if (["select", "order", "limit", "columns"].includes(column)) continue;
    const [operator, ...rest] = expression.split(".");
    const value = rest.join(".");
    if (operator === "eq") clauses.push(`${identifier(column)} = ${literal(value)}`);
    else if (operator === "lt") clauses.push(`${identifier(column)} < ${literal(value)}`);
    else if (operator === "gt") clauses.push(`${identifier(column)} > ${literal(value)}`);
    else if (operator === "in") {
      // in.("a@x","b@y") or in.(a,b): PostgREST's list.
      const items = value
        .replace(/^\(|\)$/g, "")
        .split(",")
        .map((item) => item.replace(/^"|"$/g, ""));
      clauses.push(`${identifier(column)} IN (${items.map(literal).join(", ")})`);
    } else throw new Error(`stand-in does not know ${column}=${expression}`);
  }
  return clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";
}

function orderOf(query: URLSearchParams): string {
  const order = query.get("order");
  if (!order) return "";
  return `ORDER BY ${order
    .split(",")
    .map((part) => {
      const [column, direction] = part.split(".");
      return `${identifier(column)} ${direction === "desc" ? "DESC" : "ASC"}`;
    })
    .join(", ")}`;
}

function run(sql: string): { ok: boolean; json: unknown; error: string } {
  const result = db.as("service_role", sql);
  if (!result.ok) return { ok: false, json: null, error: result.stderr };
  return { ok: true, json: JSON.parse(result.stdout || "null"), error: "" };
}

beforeAll(async () => {
  db = createSupabaseTestDatabase(`follow_store_test_${process.pid}`);
  rest = await startStandIn((request, response) => {
    if (request.headers.apikey !== SERVICE_KEY) return sendJson(response, 401, { message: "no" });
    const [, , , kind, name] = request.path.split("/"); // /rest/v1/rpc/fn or /rest/v1/table
    let sql: string;
    if (kind === "rpc") {
      const args = JSON.parse(request.body || "{}") as Record<string, unknown>;
      const call = `public.${identifier(name)}(${Object.entries(args)
        .map(([arg, value]) => `${identifier(arg)} => ${literal(value)}`)
        .join(", ")})`;
      const returnsSet = [
        "sign_up_subscriber",
        "register_for_event",
        "claim_event_reminders",
        "gather_held_notices",
        "lead_emails_of_interest",
      ].includes(name);
      // Rows as objects, as PostgREST answers (also a one-column table's).
      sql = returnsSet
        ? `SELECT coalesce(json_agg(t), '[]'::json) FROM (SELECT * FROM ${call}) t;`
        : `SELECT to_json(${call});`;
    } else {
      const table = `public.${identifier(kind)}`;
      const limit = request.query.get("limit") ? `LIMIT ${Number(request.query.get("limit"))}` : "";
      if (request.method === "GET") {
        sql = `SELECT coalesce(json_agg(t), '[]'::json) FROM (SELECT * FROM ${table} ${whereOf(request.query)} ${orderOf(request.query)} ${limit}) t;`;
      } else if (request.method === "PATCH") {
        const changes = JSON.parse(request.body) as Record<string, unknown>;
        const set = Object.entries(changes)
          .map(([column, value]) => `${identifier(column)} = ${literal(value)}`)
          .join(", ");
        sql = `WITH changed AS (UPDATE ${table} SET ${set} ${whereOf(request.query)} RETURNING *) SELECT coalesce(json_agg(changed), '[]'::json) FROM changed;`;
      } else if (request.method === "POST") {
        const rows = [JSON.parse(request.body) as Record<string, unknown>].flat();
        const columns = Object.keys(rows[0]).map(identifier);
        sql = `WITH added AS (INSERT INTO ${table} (${columns.join(", ")}) VALUES ${rows
          .map((row) => `(${columns.map((column) => literal(row[column])).join(", ")})`)
          .join(", ")} RETURNING *) SELECT coalesce(json_agg(added), '[]'::json) FROM added;`;
      } else if (request.method === "DELETE") {
        const where = whereOf(request.query);
        if (!where) return sendJson(response, 400, { message: "a delete needs a filter" });
        sql = `WITH removed AS (DELETE FROM ${table} ${where} RETURNING *) SELECT coalesce(json_agg(removed), '[]'::json) FROM removed;`;
      } else return sendJson(response, 405, { message: "method" });
    }
    const result = run(sql);
    if (!result.ok) return sendJson(response, 400, { message: result.error, code: "P0001" });
    sendJson(response, request.method === "POST" && kind !== "rpc" ? 201 : 200, result.json);
  });
}, 60_000);

afterAll(async () => {
  await rest?.close();
  db?.drop();
});

beforeEach(() => {
  run(
    "DELETE FROM public.subscribers; DELETE FROM public.event_registrations; DELETE FROM public.billing_links; DELETE FROM public.held_notices; DELETE FROM public.leads; DELETE FROM public.outbox; " +
      "DELETE FROM public.email_suppressions; DELETE FROM public.email_webhook_events; DELETE FROM public.email_welcomes; SELECT 1;",
  );
});

const options = () => ({ url: rest.url, serviceRoleKey: SERVICE_KEY, timeoutMs: 5000 });

describe("the Supabase consent records", () => {
  it("double opt-in: pending with one confirmation an hour, confirmed by the link, unsubscribed with its time", async () => {
    const consent = createSupabaseConsentRecords(options());
    const input = { email: "grace@example.com", list: "newsletter" as const, name: "Grace" };
    expect(await consent.signUp(input, new Date("2026-11-25T10:00:00Z"))).toEqual({
      status: "pending",
      sendConfirmation: true,
      optedOut: false,
    });
    expect(await consent.signUp(input, new Date("2026-11-25T10:20:00Z"))).toEqual({
      status: "pending",
      sendConfirmation: false,
      optedOut: false,
    });
    expect(await consent.confirm("grace@example.com", "newsletter", new Date("2026-11-25T10:30:00Z"))).toBe(
      "confirmed",
    );
    expect(await consent.signUp({ ...input, name: "A stranger's words" }, new Date("2026-11-25T12:00:00Z"))).toEqual({
      status: "confirmed",
      sendConfirmation: false,
      optedOut: false,
    });
    // A confirmed address keeps its name.
    expect((await consent.list("newsletter"))[0].name).toBe("Grace");
    expect((await consent.list("newsletter", "confirmed")).map((s) => s.email)).toEqual(["grace@example.com"]);
    await consent.unsubscribe("grace@example.com", "newsletter", new Date("2026-11-25T13:00:00Z"));
    const [row] = await consent.list("newsletter");
    expect(row).toMatchObject({ status: "unsubscribed", unsubscribedAt: "2026-11-25T13:00:00.000Z" });
    expect(await consent.list("newsletter", "confirmed")).toEqual([]);
    expect(await consent.confirm("nobody@example.com", "newsletter", new Date())).toBeNull();
  });

  it("a pending address's name is nobody's once two posts disagree; an unsubscribed one asked again keeps its own", async () => {
    const consent = createSupabaseConsentRecords(options());
    const nameOf = async (email: string) => {
      const found = (await consent.list("event")).find((subscriber) => subscriber.email === email);
      if (!found) throw new Error(`no subscriber ${email}`);
      return found.name;
    };
    const post = (email: string, name: string, at: string) =>
      consent.signUp({ email, list: "event", name }, new Date(at));
    await post("ada@example.com", "Ada", "2026-11-25T10:00:00Z");
    await post("ada@example.com", "Ada", "2026-11-25T10:05:00Z");
    expect(await nameOf("ada@example.com")).toBe("Ada");
    await post("ada@example.com", "Call +1 800 555 0100", "2026-11-25T10:10:00Z");
    expect(await nameOf("ada@example.com")).toBeNull();
    await post("ada@example.com", "Ada", "2026-11-25T10:20:00Z");
    expect(await consent.confirm("ada@example.com", "event", new Date("2026-11-25T10:30:00Z"))).toBe("confirmed");
    expect(await nameOf("ada@example.com")).toBeNull();

    await post("hedy@example.com", "Hedy", "2026-11-25T10:00:00Z");
    await consent.confirm("hedy@example.com", "event", new Date("2026-11-25T10:01:00Z"));
    await consent.unsubscribe("hedy@example.com", "event", new Date("2026-11-25T11:00:00Z"));
    expect(await post("hedy@example.com", "A stranger's words", "2026-11-26T10:00:00Z")).toEqual({
      status: "pending",
      sendConfirmation: true,
      optedOut: true,
    });
    expect(await nameOf("hedy@example.com")).toBe("Hedy");
  });
});

describe("the Supabase suppressions and welcomes", () => {
  it("hold a bounced or complained address once per webhook delivery, a complaint over a bounce, and claim one welcome", async () => {
    const consent = createSupabaseConsentRecords(options());
    const at = new Date("2026-12-09T15:00:00Z");
    const event = { type: "email.bounced", reason: "bounced" as const, emails: ["grace@example.com"], at };
    expect(await consent.recordWebhook({ id: "msg_1", ...event })).toBe(true);
    // The same delivery again: refused, nothing changes.
    expect(await consent.recordWebhook({ id: "msg_1", ...event, reason: "complained" })).toBe(false);
    expect(await consent.suppressions(["grace@example.com", "ada@example.com"])).toEqual(
      new Map([["grace@example.com", { reason: "bounced", at: at.toISOString() }]]),
    );
    const later = new Date("2026-12-10T15:00:00Z");
    expect(
      await consent.recordWebhook({
        id: "msg_2",
        type: "email.complained",
        reason: "complained",
        emails: ["grace@example.com"],
        at: later,
      }),
    ).toBe(true);
    expect(await consent.recordWebhook({ id: "msg_3", ...event, at: new Date("2026-12-11T15:00:00Z") })).toBe(true);
    expect((await consent.suppressions(["grace@example.com"])).get("grace@example.com")).toEqual({
      reason: "complained",
      at: later.toISOString(),
    });
    // An event that holds nobody is kept (a replay of it is refused too) and holds nobody.
    const delivered = { id: "msg_4", type: "email.delivered", reason: null, emails: [], at };
    expect(await consent.recordWebhook(delivered)).toBe(true);
    expect(await consent.recordWebhook(delivered)).toBe(false);
    expect((await consent.suppressions(["grace@example.com", "ada@example.com"])).size).toBe(1);

    expect(await consent.claimWelcome("grace@example.com", at)).toBe(true);
    expect(await consent.claimWelcome("grace@example.com", later)).toBe(false);
    expect(await consent.claimWelcome("ada@example.com", later)).toBe(true);
  });
});

describe("the Supabase registrations", () => {
  it("register once per session and claim each reminder once, for every registrant on the event's list or not, never one who unsubscribed", async () => {
    const registrations = createSupabaseRegistrationRecords(options());
    const consent = createSupabaseConsentRecords(options());
    const start = new Date("2026-11-28T23:00:00Z");
    const first = await registrations.register(
      { email: "ada@example.com", name: "Ada", sessionStart: start },
      new Date("2026-11-20T10:00:00Z"),
    );
    expect(first.created).toBe(true);
    const again = await registrations.register(
      { email: "ada@example.com", name: "Ada L", sessionStart: start },
      new Date("2026-11-21T10:00:00Z"),
    );
    expect(again).toEqual({ id: first.id, created: false });
    await registrations.register(
      { email: "bob@example.com", name: "Bob", sessionStart: start },
      new Date("2026-11-20T10:00:00Z"),
    );
    await consent.unsubscribe("bob@example.com", "event", new Date("2026-11-21T10:00:00Z"));
    // Ada joined the event's list; Cy never did (her registration's reminders are hers all the
    // same); Dee unsubscribed and was registered again without confirming (opted out still).
    await consent.signUp({ email: "ada@example.com", list: "event", name: "Ada" }, new Date("2026-11-20T10:00:00Z"));
    await consent.confirm("ada@example.com", "event", new Date("2026-11-20T10:05:00Z"));
    for (const [email, name] of [
      ["cy@example.com", "Cy"],
      ["dee@example.com", "Dee"],
    ]) {
      await registrations.register({ email, name, sessionStart: start }, new Date("2026-11-20T10:00:00Z"));
      await consent.signUp({ email, list: "event", name }, new Date("2026-11-20T10:00:00Z"));
    }
    await consent.unsubscribe("dee@example.com", "event", new Date("2026-11-21T10:00:00Z"));
    await consent.signUp({ email: "dee@example.com", list: "event", name: "Dee" }, new Date("2026-11-21T11:00:00Z"));
    // Who opted out of the event's emails (the moved and skipped notices leave them out too).
    const everyone = ["ada@example.com", "bob@example.com", "cy@example.com", "dee@example.com", "eve@example.com"];
    expect([...(await consent.optedOut("event", everyone))].sort()).toEqual(["bob@example.com", "dee@example.com"]);
    expect(await consent.optedOut("newsletter", everyone)).toEqual(new Set());

    const at24 = new Date(start.getTime() - 24 * 3600_000 + 60_000);
    const due = await registrations.claimReminders("24h", 24 * 3600_000, at24, 50);
    expect(due.map((r) => [r.email, r.name, r.sessionStart]).sort()).toEqual([
      // The first name is kept: a later post (perhaps a stranger's) never renames a registration.
      ["ada@example.com", "Ada", start.toISOString()],
      ["cy@example.com", "Cy", start.toISOString()],
    ]);
    expect(await registrations.claimReminders("24h", 24 * 3600_000, at24, 50)).toEqual([]);
    const at1 = new Date(start.getTime() - 3600_000 + 60_000);
    expect((await registrations.claimReminders("1h", 3600_000, at1, 50)).map((r) => r.email).sort()).toEqual([
      "ada@example.com",
      "cy@example.com",
    ]);
    expect(await registrations.claimReminders("1h", 3600_000, at1, 50)).toEqual([]);

    // The sessions an address is registered for from now on (the reconfirm request's button sends
    // the confirmations it held back).
    const later = new Date("2026-12-26T23:00:00Z");
    await registrations.register({ email: "ada@example.com", name: "Ada", sessionStart: later }, at1);
    expect((await registrations.upcomingOf("ada@example.com", at1)).map((r) => r.sessionStart)).toEqual([
      start.toISOString(),
      later.toISOString(),
    ]);
    expect((await registrations.upcomingOf("ada@example.com", start)).map((r) => r.sessionStart)).toEqual([
      later.toISOString(),
    ]);
  });

  it("the clean-up removes the registrations for sessions that started before the cut-off", async () => {
    const registrations = createSupabaseRegistrationRecords(options());
    const at = new Date("2026-10-01T10:00:00Z");
    for (const [email, start] of [
      ["gone@example.com", "2026-10-25T23:00:00Z"],
      ["recent@example.com", "2026-10-26T00:00:00Z"],
      ["coming@example.com", "2026-11-28T23:00:00Z"],
    ]) {
      await registrations.register({ email, name: "N", sessionStart: new Date(start) }, at);
    }
    expect(await registrations.deleteStartedBefore(new Date("2026-10-26T00:00:00Z"))).toBe(1);
    const left = run("SELECT coalesce(json_agg(email ORDER BY email), '[]'::json) FROM public.event_registrations;");
    expect(left.json).toEqual(["coming@example.com", "recent@example.com"]);
    expect(await registrations.deleteStartedBefore(new Date("2026-10-26T00:00:00Z"))).toBe(0);
  });
});

describe("the Supabase held lead notices", () => {
  const notice = (i: number, receivedAt: string) => ({
    leadId: i,
    formSource: "Contact Page",
    name: `Visitor ${i}`,
    email: `v${i}@example.com`,
    receivedAt,
  });

  it("gathers the held notices into one digest an hour, never twice, and removes them after", async () => {
    const held = createSupabaseHeldNotices(options());
    await held.hold(notice(1, "2026-12-08T15:00:00.000Z"));
    await held.hold(notice(2, "2026-12-08T15:01:00.000Z"));
    const key = "lead-digest-2026-12-08T15";
    const first = await held.gather(key, new Date("2026-12-08T15:05:00Z"), 500);
    expect(first.map((n) => [n.leadId, n.email, n.receivedAt])).toEqual([
      [1, "v1@example.com", "2026-12-08T15:00:00.000Z"],
      [2, "v2@example.com", "2026-12-08T15:01:00.000Z"],
    ]);
    // Gathered and not yet queued (a run that died): gathered again under the same key.
    expect(await held.gather(key, new Date("2026-12-08T15:06:00Z"), 500)).toHaveLength(2);
    await held.markQueued(key, new Date("2026-12-08T15:06:00Z"));
    // The hour's digest went: a notice held since waits for the next hour's.
    await held.hold(notice(3, "2026-12-08T15:20:00.000Z"));
    expect(await held.gather(key, new Date("2026-12-08T15:30:00Z"), 500)).toEqual([]);
    const next = await held.gather("lead-digest-2026-12-08T16", new Date("2026-12-08T16:01:00Z"), 500);
    expect(next.map((n) => n.leadId)).toEqual([3]);
    await held.markQueued("lead-digest-2026-12-08T16", new Date("2026-12-08T16:01:00Z"));
    expect(await held.deleteQueuedBefore(new Date("2026-12-08T16:00:00Z"))).toBe(2);
    expect(run("SELECT count(*) FROM public.held_notices;").json).toBe(1);
  });
});

describe("the Supabase outbox's claim", () => {
  it("claims buyers' messages first, then the oldest due", async () => {
    const values = Array.from(
      { length: 5 },
      (_, i) => `('other-${i}', 'lead-notice', 'o${i}@example.com', 'S', 'x', 'x', '2026-12-08T10:00:00Z')`,
    );
    values.push("('buyer-1', 'buyer-delivery', 'b@example.com', 'S', 'x', 'x', '2026-12-08T11:00:00Z')");
    run(
      `INSERT INTO public.outbox (idempotency_key, kind, to_address, subject, html, text, next_attempt_at) VALUES ${values.join(", ")}; SELECT 1;`,
    );
    const claimed = run(
      "SELECT coalesce(json_agg(idempotency_key), '[]'::json) FROM public.claim_outbox('2026-12-08T11:30:00Z', '2026-12-08T11:40:00Z', 'token', 3);",
    );
    expect(claimed.json).toEqual(["buyer-1", "other-0", "other-1"]);
  });
});

describe("the Supabase leads by interest", () => {
  it("reads the email list's leads that chose an interest, each address once, in order, with the service role", async () => {
    const lead = (email: string, source: string, interest: string, i: number) =>
      `('N', '${email}', '${source}', '${interest}', 'interest-${i}')`;
    run(
      `INSERT INTO public.leads (name, email, form_source, interest, submission_id) VALUES ${[
        lead("Bo@Example.com", "Footer Email Intake", "Homeownership", 1),
        lead("al@example.com", "Footer Email Intake", "Homeownership", 2),
        lead("bo@example.com", "Footer Email Intake", "Homeownership", 3),
        lead("cy@example.com", "Footer Email Intake", "Property Management", 4),
        lead("di@example.com", "Contact Page", "Homeownership", 5),
      ].join(", ")}; SELECT 1;`,
    );
    const interests = createSupabaseLeadInterests(options());
    expect(await interests.emailsOfInterest("Homeownership", null, 10)).toEqual(["al@example.com", "bo@example.com"]);
    expect(await interests.emailsOfInterest("Homeownership", "al@example.com", 10)).toEqual(["bo@example.com"]);
    expect(await interests.emailsOfInterest("Homeownership", null, 1)).toEqual(["al@example.com"]);
    // The anon role may not call it.
    expect(
      db.as("anon", "SELECT * FROM public.lead_emails_of_interest('Footer Email Intake', 'Homeownership', '', 10);").ok,
    ).toBe(false);
  });
});

describe("the Supabase billing links", () => {
  /** A cap these tests never reach. */
  const CAP = { perHour: 10, perDay: 10 };

  it("use a link once, within its hour", async () => {
    const links = createSupabaseBillingLinkRecords(options());
    const created = await links.create(
      {
        nonce: "0123456789abcdef0123",
        email: "m@example.com",
        expiresAt: new Date("2026-11-25T11:00:00Z"),
        createdAt: new Date("2026-11-25T10:00:00Z"),
      },
      CAP,
    );
    expect(created).toBe(true);
    // Past the cap (one an hour), nothing is written.
    const over = await links.create(
      {
        nonce: "fedcba98765432100123",
        email: "m@example.com",
        expiresAt: new Date("2026-11-25T11:10:00Z"),
        createdAt: new Date("2026-11-25T10:10:00Z"),
      },
      { perHour: 1, perDay: 3 },
    );
    expect(over).toBe(false);
    expect(run("SELECT count(*) FROM public.billing_links;").json).toBe(1);
    expect(await links.use("0123456789abcdef0123", "m@example.com", new Date("2026-11-25T10:30:00Z"))).toBe(true);
    expect(await links.use("0123456789abcdef0123", "m@example.com", new Date("2026-11-25T10:31:00Z"))).toBe(false);
    await links.create(
      {
        nonce: "expired-0123456789abcd",
        email: "m@example.com",
        expiresAt: new Date("2026-11-25T09:00:00Z"),
        createdAt: new Date("2026-11-25T08:00:00Z"),
      },
      CAP,
    );
    expect(await links.use("expired-0123456789abcd", "m@example.com", new Date("2026-11-25T10:30:00Z"))).toBe(false);
  });

  it("the clean-up removes the links that expired before the cut-off, used or not, and keeps the rest", async () => {
    const links = createSupabaseBillingLinkRecords(options());
    for (const [nonce, expiresAt] of [
      ["old-used-0123456789ab", "2026-11-24T09:00:00Z"],
      ["old-unused-0123456789", "2026-11-24T09:59:00Z"],
      ["recent-0123456789abcd", "2026-11-24T10:01:00Z"],
      ["live-0123456789abcdef", "2026-11-25T11:00:00Z"],
    ]) {
      const expires = new Date(expiresAt);
      const createdAt = new Date(expires.getTime() - 3600_000);
      await links.create({ nonce, email: "m@example.com", expiresAt: expires, createdAt }, CAP);
    }
    expect(await links.use("old-used-0123456789ab", "m@example.com", new Date("2026-11-24T08:30:00Z"))).toBe(true);
    expect(await links.deleteExpired(new Date("2026-11-24T10:00:00Z"))).toBe(2);
    const left = run("SELECT coalesce(json_agg(nonce ORDER BY nonce), '[]'::json) FROM public.billing_links;");
    expect(left.json).toEqual(["live-0123456789abcdef", "recent-0123456789abcd"]);
    expect(await links.deleteExpired(new Date("2026-11-24T10:00:00Z"))).toBe(0);
  });
});
