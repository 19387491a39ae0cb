// One scheduled run's CPU, for `npm run bench` (or `node scripts/scheduled-cost.mjs` after a build):
// 100 messages queued in a D1 in this process, then runScheduled from the production build, which
// claims a batch (50), sends each and records it, and cleans up. Resend is answered at once by a
// fetch in this process: on Workers the wait for it, like the wait for D1, is not CPU time. The
// CPU SQLite spends here (D1's work, outside the Worker in production) is set apart. The Workers
// Free plan allows 10 ms of CPU per invocation.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createInProcessD1 } from "./d1-in-process.mjs";
import { root } from "./lib.mjs";

const QUEUED = 100;
const ROUNDS = Number(process.env.BENCH_SCHEDULED_ROUNDS ?? 7);
const FREE_PLAN_CPU_MS = 10;
const RESEND = "https://resend.bench.example";

const cpuMs = (usage) => (usage.user + usage.system) / 1000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

/** Median CPU of the first run (a batch of the 100 queued) and of the second (the rest). */
export async function measureScheduledRun() {
  const build = await import(pathToFileURL(path.join(root, "build/index.js")).href);
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (!url.startsWith(RESEND)) return realFetch(input, init);
    return new Response(JSON.stringify({ id: "email" }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  const log = console.log;
  try {
    const runs = { first: [], second: [] };
    const sent = { first: 0, second: 0 };
    // A warm-up round first: a cron run in a warm isolate is what recurs every few minutes.
    for (let round = 0; round <= ROUNDS; round++) {
      const db = await createInProcessD1();
      const now = new Date();
      await queue(db, now);
      const env = {
        ENVIRONMENT: "production",
        SITE_URL: "https://bench.example",
        SESSION_SECRET: "bench-only-session-secret",
        LEADS_DB: db,
        RESEND_API_KEY: "re_bench",
        RESEND_API_URL: RESEND,
        EMAIL_FROM: "Faith & Wealth <orders@bench.example>",
      };
      for (const which of ["first", "second"]) {
        console.log = () => {};
        const sqliteBefore = db.tally.sqliteCpuMs;
        const before = process.cpuUsage();
        const report = await build.runScheduled(env, { now });
        const used = cpuMs(process.cpuUsage(before)) - (db.tally.sqliteCpuMs - sqliteBefore);
        console.log = log;
        if (report.errors.length) throw new Error(`scheduled run failed: ${JSON.stringify(report.errors)}`);
        if (round > 0) {
          runs[which].push(used);
          sent[which] = report.outbox.sent;
        }
      }
    }
    console.log(
      `\nOne scheduled run with ${QUEUED} messages queued: CPU in Node, median of ${ROUNDS} (SQLite's CPU, D1's in production, set apart; Resend answered at once)\n`,
    );
    const rows = ["first", "second"].map((which) => ({
      run: which === "first" ? `first (${sent.first} sent, batch bound)` : `second (${sent.second} sent)`,
      "CPU ms": median(runs[which]).toFixed(2),
      "Free plan (10 ms)": median(runs[which]) <= FREE_PLAN_CPU_MS ? "pass" : "FAIL",
    }));
    console.table(rows);
    return rows;
  } finally {
    console.log = log;
    globalThis.fetch = realFetch;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await measureScheduledRun();
