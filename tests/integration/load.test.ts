import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateLocalD1, startServer } from "../../scripts/lib.mjs";
import { openLocalD1 } from "../support/database/local-d1";

/**
 * 2,000 valid leads from 50 concurrent connections to the real local server (workerd + D1):
 * every 303 has its row, no row without a 303, no duplicates, no 5xx. Bounded: loopback only,
 * a fixed number of requests.
 */

const PORT = Number(process.env.LOAD_TEST_PORT ?? 8797);
const TOTAL = 2000;
const CONCURRENCY = 50;

let server: { child: { kill(): void }; url: string };
let state: string;

beforeAll(async () => {
  state = mkdtempSync(path.join(tmpdir(), "site-load-"));
  migrateLocalD1(state);
  server = await startServer({
    port: PORT,
    persistTo: state,
    vars: { ENVIRONMENT: "test", RATE_LIMIT: "off" },
    quiet: true,
  });
}, 120_000);

afterAll(() => {
  server?.child.kill();
  rmSync(state, { recursive: true, force: true });
});

/** Posts that `post` sent again because the local server, not the site, dropped them, by why. */
const resent = { "connection closed": 0, "wrangler dev's 503": 0 };

/**
 * One lead's post, sent again (at most twice more, with the same submission_id) when the local
 * server drops it the way a browser retries: the connection closed before an answer (a kept-alive
 * connection the server closed as the post went out, which starved workerd does), or wrangler dev's
 * own 503 "Your worker restarted mid-request", which only the local dev server sends. The site's
 * answers are never retried, and the same submission_id must still make exactly one row.
 */
async function post(body: URLSearchParams): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${server.url}/contact`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { Origin: server.url },
      });
      const text = await response.text();
      if (response.status !== 503 || !text.startsWith("Your worker restarted mid-request") || attempt === 3) {
        return response.status;
      }
      resent["wrangler dev's 503"]++;
    } catch (error) {
      if (attempt === 3) throw error;
      resent["connection closed"]++;
    }
  }
}

it(`stores exactly one row for each of ${TOTAL} concurrent leads`, async () => {
  const statuses = new Map<string, number>();
  let next = 0;
  async function worker() {
    while (next < TOTAL) {
      const i = next++;
      const email = `load-${i}@example.com`;
      const body = new URLSearchParams({
        name: `Load Tester ${i}`,
        email,
        subject: "Load test",
        message: `Lead number ${i}`,
        submission_id: `load-test-submission-${String(i).padStart(6, "0")}`,
      });
      statuses.set(email, await post(body));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (Object.values(resent).some(Boolean)) console.log("Posts sent again after the local server dropped them:", resent);

  const counts = [...statuses.values()].reduce<Record<number, number>>(
    (acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }),
    {},
  );
  expect(Object.keys(counts).filter((s) => Number(s) >= 500)).toEqual([]);

  const { db, dispose } = await openLocalD1(state);
  try {
    const { results } = await db
      .prepare("SELECT email FROM leads WHERE form_source = 'Contact Page'")
      .all<{ email: string }>();
    const stored = results.map((r) => r.email);
    expect(new Set(stored).size).toBe(stored.length); // no duplicates
    const saved = [...statuses].filter(([, status]) => status === 303).map(([email]) => email);
    expect(new Set(stored)).toEqual(new Set(saved)); // every 303 has its row, no row without one
    expect(saved.length).toBe(TOTAL);
  } finally {
    await dispose();
  }
}, 240_000);
