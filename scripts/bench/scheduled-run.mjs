// The scheduled job as the bench times it: 100 messages queued in a D1 in this process (untimed),
// then runScheduled from the production build, which claims a batch (50), sends each and records
// it, and cleans up. Resend is answered at once by a fetch in this process: on Workers the wait for
// it, like the wait for D1, is not CPU time. The CPU SQLite spends here (D1's work, outside the
// Worker in production) is set apart.
import { createInProcessD1 } from "./d1-in-process.mjs";

const QUEUED = 100;
const RESEND = "https://resend.bench.example";

async function queue(db, now) {
  for (let i = 0; i < QUEUED; i++) {
    await db
      .prepare(
        `INSERT INTO outbox (idempotency_key, kind, to_address, subject, html, text, next_attempt_at)
         VALUES (?1, 'order-notice', ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(
        `bench-${i}`,
        `buyer${i}@example.com`,
        `New order: Funding Bundle ($159.97) #${i}`,
        `<p>A new order.</p>${"<p>Line of the message.</p>".repeat(20)}`,
        `A new order.\n${"Line of the message.\n".repeat(20)}`,
        new Date(now.getTime() - 60_000).toISOString(),
      )
      .run();
  }
}

/** Resend's API answered at once, for as long as `work` runs; other fetches pass through. */
async function withResendAnswering(work) {
  const realFetch = globalThis.fetch;
  const log = console.log;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (!url.startsWith(RESEND)) return realFetch(input, init);
    return new Response(JSON.stringify({ id: "email" }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  console.log = () => {};
  try {
    return await work();
  } finally {
    globalThis.fetch = realFetch;
    console.log = log;
  }
}

/** The item to time: one scheduled run with 100 messages queued (it sends a batch of 50). */
export function scheduledRun(env) {
  return {
    label: `scheduled job, ${QUEUED} queued`,
    async prepare() {
      const db = await createInProcessD1();
      const now = new Date();
      await queue(db, now);
      return {
        db,
        now,
        env: {
          ...env,
          LEADS_DB: db,
          RESEND_API_KEY: "re_bench",
          RESEND_API_URL: RESEND,
          EMAIL_FROM: "Faith & Wealth <orders@bench.example>",
        },
      };
    },
    setApartCpuMs: (state) => state.db.tally.sqliteCpuMs,
    async run(worker, state) {
      const report = await withResendAnswering(() => worker.runScheduled(state.env, { now: state.now }));
      if (report.errors.length) throw new Error(`scheduled run failed: ${JSON.stringify(report.errors)}`);
      return { status: report.outbox.sent };
    },
  };
}
