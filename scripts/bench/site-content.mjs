// The owner's site content's cost, for `npm run bench`: the CPU a public page takes through the
// request pipeline with her values read (one cached read per isolate, site-content.server.ts) and
// with the read bypassed (the defaults alone), side by side (the same build, the same in-process
// D1 holding a version of every section she can set). SQLite's own CPU, when the isolate's copy
// has expired and is read again, is D1's on Cloudflare and is not the page's. Page counts are off
// in both, so the difference is the site content's alone. The bypassed side's D1 has no site_versions
// (d1-in-process.mjs withoutTables): its one read a minute answers no rows.
import { pathToFileURL } from "node:url";
import { createInProcessD1, withoutTables } from "./d1-in-process.mjs";
import { BUILD, ENV, median, ORIGIN } from "./render-cost.mjs";

const PATHS = ["/", "/about", "/contact", "/money-moves-live", "/product/dominion-wealth-bundle"];
const cpuMs = (usage) => (usage.user + usage.system) / 1000;

/** A month from now as YYYY-MM and a day in it, for a moved session. */
function movedSession(now = new Date()) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 12));
  const date = next.toISOString().slice(0, 10);
  return { month: date.slice(0, 7), skipped: false, date, time: "19:30", timezone: "America/Chicago", sequence: 1 };
}

/** One version of each section, as her forms save them, about as long as the defaults they replace. */
function herValues() {
  const testimonial = (n) => ({
    id: `t${n}`,
    name: `Client ${n}`,
    context: "First-time homeowner, Orlando",
    quote: "She showed our family how to budget, save and buy our first home. ".repeat(3).trim(),
    stars: 5,
    where: ["about", "products"],
    permission: true,
  });
  return {
    announcement: {
      text: "Money Moves Live moves to the 12th this month: save the new date",
      link: "/money-moves-live",
    },
    profile: {
      name: "Ada Obi",
      headline: "Wealth coach and realtor",
      bio: "I help families build wealth God's way: budgets, credit, a first home and a business.",
      email: "ada@example.org",
      phone: "(407) 555-0134",
      social: { instagram: "https://www.instagram.com/example" },
    },
    // As many as the samples they replace, so both sides render the same amount.
    testimonials: { items: [1, 2, 3].map(testimonial) },
    event: { joinUrl: "https://meet.example.org/mml", sessions: [movedSession()] },
  };
}

/** One comparison: `rounds` of every page read and bypassed, taking turns; the medians per page and overall. */
export async function measureSiteContent({ rounds = 40, warmup = 10 } = {}) {
  const build = await import(pathToFileURL(BUILD).href);
  const db = await createInProcessD1();
  const at = new Date().toISOString();
  for (const [section, value] of Object.entries(herValues())) {
    await db
      .prepare("INSERT INTO site_versions (section, value, created_at, created_by, summary) VALUES (?, ?, ?, ?, ?)")
      .bind(section, JSON.stringify(value), at, "bench@example.org", "bench")
      .run();
  }
  // Page counts left out of both sides; her versions out of the bypassed one (its pages show the defaults).
  const envs = {
    read: { ...ENV, LEADS_DB: withoutTables(db, ["page_counts"]) },
    bypassed: { ...ENV, LEADS_DB: withoutTables(db, ["page_counts", "site_versions"]) },
  };
  const handlers = { read: build.createFetchHandler(build), bypassed: build.createFetchHandler(build) };
  const samples = Object.fromEntries(PATHS.flatMap((p) => [`${p} read`, `${p} bypassed`].map((k) => [k, []])));
  for (let round = 0; round < warmup + rounds; round++) {
    // Alternating in every round, so the machine's load falls on both alike.
    for (const path of PATHS) {
      for (const mode of round % 2 ? ["read", "bypassed"] : ["bypassed", "read"]) {
        const later = [];
        const sqlBefore = db.tally.sqliteCpuMs;
        const cpu = process.cpuUsage();
        const response = await handlers[mode](
          new Request(new URL(path, ORIGIN), { headers: { Accept: "text/html" } }),
          envs[mode],
          {
            waitUntil: (promise) => later.push(promise),
            passThroughOnException() {},
          },
        );
        const html = await response.text();
        const used = cpuMs(process.cpuUsage(cpu)) - (db.tally.sqliteCpuMs - sqlBefore);
        await Promise.all(later);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        // The comparison is only fair if one side shows her values and the other the defaults.
        if (path === "/" && html.includes('data-testid="announcement"') !== (mode === "read")) {
          throw new Error(`${path} ${mode}: the announcement is ${mode === "read" ? "missing" : "shown"}`);
        }
        if (round >= warmup) samples[`${path} ${mode}`].push(used);
      }
    }
  }
  const pages = Object.fromEntries(
    PATHS.map((path) => [
      path,
      { read: median(samples[`${path} read`]), bypassed: median(samples[`${path} bypassed`]) },
    ]),
  );
  pages.all = {
    read: median(PATHS.flatMap((p) => samples[`${p} read`])),
    bypassed: median(PATHS.flatMap((p) => samples[`${p} bypassed`])),
  };
  return pages;
}

/**
 * `runs` comparisons (each in a fresh isolate's memory and D1), printed per run and as the
 * median of the runs' figures (the ratio: the median of the runs' ratios): the budget is
 * read / bypassed ≤ 1.10.
 */
export async function compareSiteContent({ runs = 5, rounds = 40, warmup = 10 } = {}) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measureSiteContent({ rounds, warmup }));
  const rows = Object.keys(results[0]).map((page) => {
    const ratios = results.map((r) => r[page].read / r[page].bypassed);
    return {
      page,
      "bypassed ms": median(results.map((r) => r[page].bypassed)).toFixed(2),
      "read ms": median(results.map((r) => r[page].read)).toFixed(2),
      "read/bypassed": median(ratios).toFixed(3),
      "per run": ratios.map((ratio) => ratio.toFixed(3)).join(" "),
    };
  });
  console.log(
    `\nThe owner's site content: render CPU with her values read (cached per isolate) and the read bypassed ` +
      `(medians of ${rounds} rounds, median of ${runs} runs)\n`,
  );
  console.table(rows);
  const all = rows.at(-1);
  const ratio = Number(all["read/bypassed"]);
  console.log(`Budget: read/bypassed ≤ 1.10 over all pages: ${ratio.toFixed(3)} ${ratio <= 1.1 ? "pass" : "FAIL"}`);
  return ratio;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await compareSiteContent();
