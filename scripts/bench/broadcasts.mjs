// A 10,000-recipient broadcast drained by the scheduled job: 10,000 confirmed subscribers and one
// broadcast pressed "send" in a D1 in this process (untimed), then runScheduled from the production
// build, run after run (each five minutes after the last, as the cron runs it) until the broadcast
// is sent. Each run's CPU is measured with the CPU SQLite spends (D1's work, outside the Worker on
// Cloudflare) set apart; Resend's batch endpoint is answered at once in this process (the wait for
// it, and the spacing between calls for its rate limit, are not CPU time).
import { createInProcessD1 } from "./d1-in-process.mjs";

const RECIPIENTS = 10_000;
const RESEND = "https://resend.bench.example";
/** Workers Paid's default CPU limit per invocation. */
const CPU_LIMIT_MS = 30_000;

async function seed(db, now) {
  for (let i = 0; i < RECIPIENTS; i++) {
    await db
      .prepare(
        "INSERT INTO subscribers (email, list, name, status, confirmed_at) VALUES (?1, 'newsletter', 'R', 'confirmed', ?2)",
      )
      .bind(`reader-${String(i).padStart(6, "0")}@example.org`, now.toISOString())
      .run();
  }
  const body = `# This month\n\n${"We talk **budgets**, credit and [your first property](https://example.org/plan).\n\n".repeat(8)}- One\n- Two\n- Three`;
  await db
    .prepare(
      `INSERT INTO broadcasts (subject, preheader, body, audience, audience_count, status, send_at, started_at)
       VALUES ('Money Moves Live is this Saturday', 'Bring a question', ?1, 'all', ?2, 'sending', ?3, ?3)`,
    )
    .bind(body, RECIPIENTS, now.toISOString())
    .run();
}

/** Resend's batch endpoint answered at once for as long as `work` runs; the count of messages. */
async function withResendAnswering(work, delivered) {
  const realFetch = globalThis.fetch;
  const log = console.log;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (!url.startsWith(RESEND)) return realFetch(input, init);
    const messages = JSON.parse(init.body);
    delivered.count += messages.length;
    return new Response(JSON.stringify({ data: messages.map((_, i) => ({ id: `e${i}` })) }), {
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

/** Drains the broadcast; prints each run's CPU and the number of runs. */
export async function broadcastDrain(worker, env) {
  const db = await createInProcessD1();
  let now = new Date();
  await seed(db, now);
  const runEnv = {
    ...env,
    LEADS_DB: db,
    RESEND_API_KEY: "re_bench",
    RESEND_API_URL: RESEND,
    EMAIL_FROM: "Faith & Wealth <news@bench.example>",
  };
  const delivered = { count: 0 };
  const runs = [];
  for (let run = 1; run <= 50; run++) {
    now = new Date(now.getTime() + 5 * 60_000);
    const sqliteBefore = db.tally.sqliteCpuMs;
    const start = process.cpuUsage();
    const wallStart = performance.now();
    const report = await withResendAnswering(() => worker.runScheduled(runEnv, { now }), delivered);
    const used = process.cpuUsage(start);
    const sqliteMs = db.tally.sqliteCpuMs - sqliteBefore;
    if (report.errors.length) throw new Error(`scheduled run failed: ${JSON.stringify(report.errors)}`);
    const b = report.broadcasts;
    runs.push({
      run,
      queued: b.queued,
      sent: b.sent,
      batches: b.batches,
      "worker CPU ms": ((used.user + used.system) / 1000 - sqliteMs).toFixed(1),
      "D1 (SQLite) CPU ms, set apart": sqliteMs.toFixed(1),
      "wall s": ((performance.now() - wallStart) / 1000).toFixed(1),
    });
    if (b.finished > 0) break;
  }
  console.log(
    `\nA ${RECIPIENTS.toLocaleString("en-US")}-recipient broadcast drained by the scheduled job (one run every 5 minutes):`,
  );
  console.table(runs);
  const worst = Math.max(...runs.map((r) => Number(r["worker CPU ms"])));
  console.log(
    `${runs.length} runs, ${delivered.count.toLocaleString("en-US")} messages sent; the most CPU in one run ${worst.toFixed(1)} ms ` +
      `(Workers Paid's default limit ${CPU_LIMIT_MS / 1000} s: ${worst < CPU_LIMIT_MS ? "pass" : "FAIL"}).`,
  );
  return { runs: runs.length, delivered: delivered.count, worstCpuMs: worst };
}
