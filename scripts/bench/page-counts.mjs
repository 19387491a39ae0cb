// Counting's cost, for `npm run bench`: the CPU a public page takes through the request pipeline
// with page counts on and off, side by side (the same build, the same in-process D1). The count is
// written after the answer (waitUntil): that work is awaited untimed after each request, as it runs
// after the visitor has the page; SQLite's own CPU is D1's on Cloudflare and is not the page's.
import { pathToFileURL } from "node:url";
import { createInProcessD1, withoutTables } from "./d1-in-process.mjs";
import { BUILD, ENV, median, ORIGIN } from "./render-cost.mjs";

const PATHS = ["/", "/about", "/contact", "/money-moves-live", "/product/dominion-wealth-bundle"];
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const cpuMs = (usage) => (usage.user + usage.system) / 1000;

export async function measureCounting({ rounds = 40, warmup = 10 } = {}) {
  const build = await import(pathToFileURL(BUILD).href);
  const db = await createInProcessD1();
  // Off: the same D1 without page_counts (d1-in-process.mjs withoutTables): counts are made, never written.
  const envs = { on: { ...ENV, LEADS_DB: db }, off: { ...ENV, LEADS_DB: withoutTables(db, ["page_counts"]) } };
  const handlers = { on: build.createFetchHandler(build), off: build.createFetchHandler(build) };
  const samples = Object.fromEntries(
    PATHS.flatMap((p) => [
      [`${p} on`, []],
      [`${p} off`, []],
    ]),
  );
  for (let round = 0; round < warmup + rounds; round++) {
    // Alternating on and off in every round, so the machine's load falls on both alike.
    for (const path of PATHS) {
      for (const mode of round % 2 ? ["on", "off"] : ["off", "on"]) {
        const later = [];
        const sqlBefore = db.tally.sqliteCpuMs;
        const cpu = process.cpuUsage();
        const response = await handlers[mode](
          new Request(new URL(path, ORIGIN), { headers: { "User-Agent": PHONE, Accept: "text/html" } }),
          envs[mode],
          { waitUntil: (promise) => later.push(promise), passThroughOnException() {} },
        );
        await response.arrayBuffer();
        const used = cpuMs(process.cpuUsage(cpu)) - (db.tally.sqliteCpuMs - sqlBefore);
        await Promise.all(later);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (round >= warmup) samples[`${path} ${mode}`].push(used);
      }
    }
  }
  const { results } = await db.prepare("SELECT SUM(count) AS counted FROM page_counts").all();
  const rows = PATHS.map((path) => {
    const on = median(samples[`${path} on`]);
    const off = median(samples[`${path} off`]);
    return {
      page: path,
      "counting off ms": off.toFixed(2),
      "counting on ms": on.toFixed(2),
      "on/off": (on / off).toFixed(3),
    };
  });
  const on = median(PATHS.flatMap((p) => samples[`${p} on`]));
  const off = median(PATHS.flatMap((p) => samples[`${p} off`]));
  console.log(
    `\nPage counts: render CPU with counting on and off (median of ${rounds} rounds; ${results[0].counted} visits counted)\n`,
  );
  console.table([
    ...rows,
    {
      page: "all",
      "counting off ms": off.toFixed(2),
      "counting on ms": on.toFixed(2),
      "on/off": (on / off).toFixed(3),
    },
  ]);
  return on / off;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await measureCounting();
