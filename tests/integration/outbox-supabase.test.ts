import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_ATTEMPTS } from "~/lib/outbox";
import { readConfig } from "~/server/config.server";
import { createEmail, newClaim } from "~/services/email/email.server";
import { createSupabaseOutbox } from "~/services/email/outbox-supabase.server";
import type { NewOutboxMessage } from "~/services/email/outbox.server";
import type { AppBuild } from "../../server";
import { serverBuild } from "../support/harness/server-build";
import { startOutboxStandIn, type OutboxStandIn } from "../support/stand-ins/postgrest-outbox";
import { sendJson, type RecordedRequest, type StandIn } from "../support/stand-ins/stand-in";
import { resendError, startResendStandIn } from "../support/stand-ins/resend";

/**
 * The outbox on Supabase, through a PostgREST stand-in that lets only the service role in: a
 * message is queued once per key, claimed with the table's claim function, its result recorded
 * only under its claim; and the scheduled job, given Supabase's bindings, retries a refused message
 * on the next run and delivers it once.
 */

const KEY = "service-role-key-for-tests";
let postgrest: OutboxStandIn;
let resend: StandIn;
/** The scheduled job as the Worker runs it. */
let build: AppBuild;
let refusing = false;
let delivered: string[] = [];

/** Resend as the tests want it: refusing, or delivering and noting the key. */
function answer(request: RecordedRequest, response: ServerResponse) {
  if (refusing) return resendError(response, 503, "service_unavailable", "stand-in is down");
  delivered.push(String(request.headers["idempotency-key"]));
  sendJson(response, 200, { id: "email" });
}

beforeAll(async () => {
  build = await serverBuild();
  postgrest = await startOutboxStandIn(KEY);
  resend = await startResendStandIn();
  resend.setHandler(answer);
});
afterAll(async () => {
  await postgrest?.close();
  await resend?.close();
});
beforeEach(() => {
  postgrest.rows.length = 0;
  postgrest.requests.length = 0;
  resend.requests.length = 0;
  delivered = [];
  refusing = false;
});

const outbox = () => createSupabaseOutbox({ url: postgrest.url, serviceRoleKey: KEY, timeoutMs: 2000 });
const env = () => ({
  ENVIRONMENT: "test",
  SUPABASE_URL: postgrest.url,
  SUPABASE_ANON_KEY: "anon-key",
  SUPABASE_SERVICE_ROLE_KEY: KEY,
  RESEND_API_KEY: "re_test_key",
  RESEND_API_URL: resend.url,
  EMAIL_FROM: "Faith & Wealth <orders@example.com>",
});

const message = (key: string): NewOutboxMessage => ({
  idempotencyKey: key,
  kind: "buyer-delivery",
  to: "buyer@example.com",
  subject: "Your downloads",
  html: "<p>Links</p>",
  text: "Links",
  headers: { "X-Entity-Ref-ID": key },
});

describe("the outbox on Supabase", () => {
  it("queues a key once, with the service-role key", async () => {
    const now = new Date();
    const first = await outbox().enqueueClaimed(message("order-cs_1-buyer"), newClaim(now), now);
    expect(first).toMatchObject({
      idempotencyKey: "order-cs_1-buyer",
      status: "sending",
      attempts: 1,
      to: "buyer@example.com",
      headers: { "X-Entity-Ref-ID": "order-cs_1-buyer" },
    });
    expect(await outbox().enqueueClaimed(message("order-cs_1-buyer"), newClaim(now), now)).toBeNull();
    expect(postgrest.rows).toHaveLength(1);
    expect(postgrest.requests.every((request) => request.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it("records a result only under the claim that holds the row", async () => {
    const now = new Date();
    const claim = newClaim(now);
    const row = (await outbox().enqueueClaimed(message("k1"), claim, now))!;
    expect(await outbox().markSent(row.id, "someone-else", now)).toBe(false);
    expect(await outbox().markFailed(row.id, claim.token, { status: "failed" }, "Resend answered 422")).toBe(true);
    expect(await outbox().markSent(row.id, claim.token, now)).toBe(false);
    const [failed] = await outbox().listFailed(10);
    expect(failed).toMatchObject({ id: row.id, status: "failed", lastError: "Resend answered 422", claimToken: null });

    const again = newClaim(now);
    expect(await outbox().claimFailed(row.id, again)).toMatchObject({ status: "sending", attempts: 1 });
    expect(await outbox().claimFailed(row.id, newClaim(now))).toBeNull();
    expect(await outbox().markSent(row.id, again.token, now)).toBe(true);
    expect(postgrest.rows[0]).toMatchObject({ status: "sent", claim_token: null, last_error: null });
    expect(await outbox().listFailed(10)).toEqual([]);
  });

  it("removes only sent rows sent before the cut-off", async () => {
    const now = new Date();
    for (const key of ["old", "new", "failed"]) {
      const claim = newClaim(now);
      const row = (await outbox().enqueueClaimed(message(key), claim, now))!;
      if (key === "failed") await outbox().markFailed(row.id, claim.token, { status: "failed" }, "no");
      else await outbox().markSent(row.id, claim.token, key === "old" ? new Date("2026-01-01T00:00:00Z") : now);
    }
    expect(await outbox().deleteSentBefore("2026-06-01T00:00:00.000Z")).toBe(1);
    expect(postgrest.rows.map((row) => row.idempotency_key).sort()).toEqual(["failed", "new"]);
  });

  it("sends through the service: a second send with the same key queues and sends nothing", async () => {
    const pending: Promise<unknown>[] = [];
    const email = createEmail({
      config: readConfig(env()).email,
      outbox: outbox(),
      waitUntil: (promise) => void pending.push(promise),
    });
    const words = { to: "buyer@example.com", subject: "Your downloads", html: "<p>Links</p>", text: "Links" };
    await email.send(words, { idempotencyKey: "order-cs_2-buyer", kind: "buyer-delivery" });
    await email.send(words, { idempotencyKey: "order-cs_2-buyer", kind: "buyer-delivery" });
    await Promise.all(pending);
    expect(delivered).toEqual(["order-cs_2-buyer"]);
    expect(postgrest.rows).toMatchObject([{ status: "sent", attempts: 1 }]);
  });

  it("is run by the scheduled job: a refused message is retried on the next run and delivered once", async () => {
    refusing = true;
    const pending: Promise<unknown>[] = [];
    const email = createEmail({
      config: readConfig(env()).email,
      outbox: outbox(),
      waitUntil: (promise) => void pending.push(promise),
    });
    await email.send(
      { to: "owner@example.com", subject: "New order", html: "<p>Order</p>", text: "Order" },
      { idempotencyKey: "order-cs_3-owner", kind: "order-notice" },
    );
    await Promise.all(pending);
    const [queued] = postgrest.rows;
    expect(queued).toMatchObject({ status: "queued", attempts: 1 });
    expect(String(queued.last_error)).toContain("Resend answered 503");

    refusing = false;
    const due = new Date(String(queued.next_attempt_at));
    const report = await build.runScheduled(env(), { now: due });
    expect(report.outbox).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    // On Supabase the owner's sessions belong to Supabase Auth: no D1 clean-up without LEADS_DB.
    expect(report.cleanup.owner).toBeNull();
    expect(postgrest.rows).toMatchObject([{ status: "sent", attempts: 2, last_error: null }]);
    expect((await build.runScheduled(env(), { now: due })).outbox?.claimed).toBe(0);
    expect(delivered).toEqual(["order-cs_3-owner"]);
    expect(resend.requests.map((request) => request.headers["idempotency-key"])).toEqual([
      "order-cs_3-owner",
      "order-cs_3-owner",
    ]);
  });

  it("keeps a send that times out in the outbox, queued for its retry", async () => {
    resend.setHandler(() => new Promise<void>(() => {}));
    const pending: Promise<unknown>[] = [];
    const email = createEmail({
      config: readConfig(env()).email,
      outbox: outbox(),
      waitUntil: (promise) => void pending.push(promise),
      sendTimeoutMs: 100,
    });
    try {
      await email.send(
        { to: "buyer@example.com", subject: "Your downloads", html: "<p>Links</p>", text: "Links" },
        { idempotencyKey: "order-cs_4-buyer", kind: "buyer-delivery" },
      );
      await Promise.all(pending);
    } finally {
      resend.setHandler(answer);
    }
    expect(postgrest.rows).toMatchObject([{ status: "queued", attempts: 1, claim_token: null }]);
    expect(String(postgrest.rows[0].last_error)).toMatch(/timeout|aborted/i);
  });

  it("gives up after the last retry on Supabase too", async () => {
    refusing = true;
    const now = new Date();
    const claim = newClaim(now);
    const row = (await outbox().enqueueClaimed(message("k-fail"), claim, now))!;
    await outbox().markFailed(row.id, claim.token, { status: "queued", nextAttemptAt: now.toISOString() }, "first");
    let at = now;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await build.runScheduled(env(), { now: at });
      at = new Date(String(postgrest.rows[0].next_attempt_at));
    }
    expect(postgrest.rows[0]).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect((await outbox().listFailed(10)).map((failed) => failed.idempotencyKey)).toEqual(["k-fail"]);
  });
});
