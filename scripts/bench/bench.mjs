// `npm run bench`: page weight, then one table of the server's CPU per request (median, p95, p99
// and p95/median of every page, the owner's pages at aal2, a lead post, the cart and the scheduled
// job with 100 queued messages, through the request pipeline in Node, one at a time), then the
// public pages against the framework's floor (Remix 2 alone with the site's route files and with as
// many flat ones, each in a process of its own, in the same rounds: framework-floor.mjs), one owner
// sign-in's password hash, and the Worker bundle's size and cold start. Prints tables and pass/fail
// per budget; it measures, it never fails the test run (docs/performance.md).
//   npm run bench -- --weight        page weight only (seconds)
//   npm run bench -- --cpu           the CPU table only (no local server)
//   npm run bench -- --cpu --against <other build/index.js>
//                                    the same items through that build and this one, side by side
//                                    in one process, taking turns (a before and after)
//   npm run bench -- --side-by-side <other build/index.js> [path …]
//                                    that build and this one, each in a process of its own, in
//                                    turns, three runs: after/before per page (side-by-side.mjs)
//   --no-build                       with --cpu: time build/index.js as it is
//   --json <file>                    with --cpu: also write the figures as JSON
//   npm run bench -- --broadcasts    a 10,000-recipient broadcast drained: CPU per scheduled run
//                                    and how many runs (also at the end of the CPU table)
//   npm run bench -- --site-content  public pages' CPU with the owner's site content read and with
//                                    the read bypassed, side by side, median of 5 runs (--runs N)
//   npm run bench -- --split [path …] where each page's CPU goes (the app's code, React, Remix, Node,
//                                    garbage collection) beside the same page frozen (its elements
//                                    and data, none of the site's code) and the framework's floor,
//                                    from V8 profiles (cost-split.mjs; --no-build as above)
//   npm run bench -- --js-sources [route id …]
//                                    a first visit's JavaScript by source file (js-sources.mjs)
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build, ensureDependencies } from "../lib.mjs";
import { frameworkFloor, siteRouteFiles } from "./framework-floor.mjs";
import { buildFrozenApp } from "./frozen-page.mjs";
import { ownerPages } from "./owner-pages.mjs";
import {
  BUILD,
  bundleWorker,
  coldStart,
  ENV,
  everyRenderedPage,
  loadBuild,
  median,
  ORIGIN,
  percentile,
  renderCost,
} from "./render-cost.mjs";
import { measureCounting } from "./page-counts.mjs";
import { compareSiteContent } from "./site-content.mjs";
import { assetBytes, jsSources, readBuildManifest } from "./js-sources.mjs";
import { broadcastDrain } from "./broadcasts.mjs";
import { costSplit, DEFAULT_SPLIT_PATHS } from "./cost-split.mjs";
import { SIDE_BY_SIDE_PATHS, sideBySide } from "./side-by-side.mjs";
import { scheduledRun } from "./scheduled-run.mjs";
import { firstStoreProductPath, startMeasuredServer } from "./measured-server.mjs";
import { visitorPosts } from "./visitor-posts.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8795);
// The owner's pages are not under the public budget; their weight is reported beside it.
const OWNER_PAGES = ["/owner/sign-in", "/owner/sign-up"];
// PBKDF2 counts to price one sign-in: the default (Cloudflare's cap) and lower ones an owner may choose.
const PASSWORD_HASH_ITERATIONS = [100_000, 50_000, 10_000];
const SALES_PAGES = ["/product/funding-bundle", "/product/ai-marketing-suite", "/product/dominion-wealth-bundle"];
/** The two builds measured beside the floors: the site alone, and its pages frozen. */
const ALONE = "the site alone (its public pages)";
const FROZEN = "the pages frozen";
/** Issue 40's goals: a public page's median against the framework's floor, and its 95th percentile. */
const GOAL = { overFloor: 2, p95Ms: 8 };
const BUDGET = { cssGzip: 15 * 1024, html: 60 * 1024, workerGzip: 1024 * 1024 };
/** Issue 55's goals for a first visit's JavaScript: a ratio to the framework's floor, and the site's own code. */
const JS_GOAL = { overFloor: 1.25, siteCodeGzip: 12 * 1024 };
const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 150);
const WARMUP = Number(process.env.BENCH_RENDER_WARMUP ?? 30);
/** The floor's rounds run in this many stretches spread over the site's, so both see the machine's load alike. */
const FLOOR_STRETCHES = 5;
const WEIGHT_ONLY = process.argv.includes("--weight");
const CPU_ONLY = process.argv.includes("--cpu");
const optionValue = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const AGAINST = optionValue("--against");
const JSON_FILE = optionValue("--json");
const BROADCASTS_ONLY = process.argv.includes("--broadcasts");
const SITE_CONTENT_ONLY = process.argv.includes("--site-content");
const JS_SOURCES = process.argv.includes("--js-sources");
const SPLIT = process.argv.includes("--split");
const SIDE_BY_SIDE = optionValue("--side-by-side");
const RUNS = Number(optionValue("--runs") ?? 5);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => value.toFixed(2);
const gz = (buffer) => gzipSync(buffer).length;

const fetched = new Map();

/** A URL's body; `anyStatus` for pages that answer with an error status on purpose (405, 404). */
async function bytes(url, { anyStatus = false } = {}) {
  if (fetched.has(url)) return fetched.get(url);
  const response = await fetch(url);
  if (!response.ok && !anyStatus) throw new Error(`${url}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (url.includes("/build/")) fetched.set(url, body); // immutable assets
  return body;
}

/** Every page a visitor can open: the sitemap's, the private ones robots.txt names, and a 404. */
async function everyPage(base) {
  const sitemap = (await bytes(`${base}/sitemap.xml`)).toString("utf8");
  const robots = (await bytes(`${base}/robots.txt`)).toString("utf8");
  return [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
    ...[...robots.matchAll(/^Disallow: (\/\S*)$/gm)].map((m) => m[1]),
    "/no-such-page",
  ];
}

/** What a first visit downloads: the HTML, every script it preloads or imports, every stylesheet. */
async function pageWeight(base, path, options) {
  const html = await bytes(`${base}${path}`, options);
  const text = html.toString("utf8");
  const scripts = new Set([
    ...[...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"([^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  const styles = new Set([...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]));
  const sum = async (urls) => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const body = await bytes(new URL(url, base).href);
      raw += body.length;
      gzip += gz(body);
    }
    return { raw, gzip };
  };
  return { path, html: html.length, htmlGzip: gz(html), js: await sum(scripts), css: await sum(styles) };
}

/**
 * The framework's floor of a first visit: what Remix 2 sends before any of the site's code, read
 * from the build the server serves. The route manifest, the entry module and the chunks it imports
 * (React DOM, Remix and its router; React; esbuild's helpers), and the root's module file, which
 * only imports the root's chunks. Every page loads all of these; the rest of a page's JavaScript
 * is the site's own code.
 */
function frameworkFloorBytes() {
  const { manifestText, manifest } = readBuildManifest();
  const files = [manifest.entry.module, ...manifest.entry.imports, manifest.routes.root.module];
  return gz(manifestText) + files.reduce((sum, url) => sum + gz(assetBytes(url)), 0);
}

async function measureWeight(server) {
  const product = await firstStoreProductPath(server.url, SALES_PAGES);
  const pages = ["/", "/about", "/contact", "/store", ...(product ? [product] : []), ...SALES_PAGES];
  console.log(`\nPage weight of a first visit (${server.url})\n`);
  const rows = [];
  for (const path of pages) rows.push(await pageWeight(server.url, path));
  console.table(
    rows.map((r) => ({
      route: r.path,
      html: kb(r.html),
      "html gz": kb(r.htmlGzip),
      js: kb(r.js.raw),
      "js gz": kb(r.js.gzip),
      css: kb(r.css.raw),
      "css gz": kb(r.css.gzip),
    })),
  );
  const all = [];
  for (const path of await everyPage(server.url)) all.push(await pageWeight(server.url, path, { anyStatus: true }));
  all.sort((a, b) => b.js.gzip - a.js.gzip);
  const floor = frameworkFloorBytes();
  console.log(
    `\nFirst-visit JS of every page (${all.length}), heaviest first, against the framework's floor of ${kb(floor)} gzip\n`,
  );
  // All of them: the README quotes this table.
  console.table(
    all.map((r) => ({
      route: r.path,
      "js gz": kb(r.js.gzip),
      "× the floor": (r.js.gzip / floor).toFixed(3),
      "the site's code gz": kb(r.js.gzip - floor),
      html: kb(r.html),
    })),
  );
  const owner = [];
  for (const path of OWNER_PAGES) owner.push(await pageWeight(server.url, path, { anyStatus: true }));
  console.log("\nFirst-visit JS of the owner's pages (outside the public budget)\n");
  console.table(owner.map((r) => ({ route: r.path, "js gz": kb(r.js.gzip), html: kb(r.html) })));
  // `pages`: every row measured (the budgets for CSS and HTML); `everyPage` and `floor`: the JS goals.
  return { pages: [...rows, ...all], everyPage: all, floor };
}

/**
 * CPU of one owner sign-in's password hash (PBKDF2-SHA256 through WebCrypto, as app/lib/password.ts
 * does), median of 5, for each count. The Workers Free plan allows 10 ms of CPU per request.
 */
async function measurePasswordHash() {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode("a long enough password"),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const rows = [];
  for (const iterations of PASSWORD_HASH_ITERATIONS) {
    const costs = [];
    for (let round = 0; round < 5; round++) {
      const before = process.cpuUsage();
      await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
      const used = process.cpuUsage(before);
      costs.push((used.user + used.system) / 1000);
    }
    costs.sort((a, b) => a - b);
    rows.push({ "PBKDF2 iterations": iterations, "CPU ms (median of 5)": costs[2].toFixed(1) });
  }
  console.log("\nOne owner sign-in's password hash in Node (PASSWORD_HASH_ITERATIONS; Free plan: 10 ms CPU)\n");
  console.table(rows);
}

/**
 * Which of issue 40's goals a public page misses ("pass" when none): its median within twice the
 * floor's with the site's route files (the same path, measured in the same rounds), its p95 at most
 * 8 ms. Without a floor (the owner's pages, the posts, the scheduled job) only the p95.
 */
function goalResult({ cpu, cpuP95 }, floor) {
  const missed = [];
  if (floor && cpu > GOAL.overFloor * floor.cpu) missed.push(`median > ${GOAL.overFloor}× floor`);
  if (cpuP95 > GOAL.p95Ms) missed.push(`p95 > ${GOAL.p95Ms}`);
  return missed.length ? `FAIL: ${missed.join(", ")}` : "pass";
}

/** Everything the CPU table times, through `worker` (which signs the owner in and fills the cart). */
async function measuredItems(worker) {
  return [
    ...(await everyRenderedPage(worker)),
    ...(await ownerPages(worker, { env: ENV, origin: ORIGIN })),
    ...(await visitorPosts(worker, { env: ENV, origin: ORIGIN })),
    scheduledRun(ENV),
  ];
}

const CPU_NOTE =
  "CPU per request in Node through the pipeline (createFetchHandler over the build), one at a time, garbage collection included; " +
  "the owner's pages, the lead post and the scheduled job use a D1 in this process (SQLite in WebAssembly) whose CPU, outside the Worker on Cloudflare, is set apart; " +
  "the scheduled job's status is the number of messages it sent.";

/** The CPU table: every item's median, p95, p99 and p95/median, then the pages against the floor. */
async function measureCpu() {
  const workers = { cpu: await loadBuild() };
  const siteItems = await measuredItems(workers.cpu);
  const pagePaths = siteItems.filter((item) => typeof item === "string");
  const frozenDir = mkdtempSync(path.join(tmpdir(), "frozen-pages-"));
  const frozen = await buildFrozenApp(frozenDir, workers.cpu, pagePaths, siteRouteFiles());
  const floor = await frameworkFloor(pagePaths, {
    warmup: WARMUP,
    also: [
      { name: ALONE, kind: "site", buildFile: BUILD, paths: pagePaths },
      { name: FROZEN, kind: "floor", buildFile: frozen.build, paths: frozen.paths },
    ],
  });
  let costs;
  try {
    const every = Math.ceil(ROUNDS / FLOOR_STRETCHES);
    costs = await renderCost(workers, siteItems, {
      rounds: ROUNDS,
      warmup: WARMUP,
      interlude: { every, run: (done) => floor.interlude(Math.min(every, ROUNDS - done)) },
    });
  } finally {
    floor.cleanup();
    rmSync(frozenDir, { recursive: true, force: true });
  }
  const byLabel = new Map(costs.map((c) => [c.page, c]));
  if (JSON_FILE) writeFileSync(JSON_FILE, JSON.stringify(costs, null, 2));
  console.log(`\n${CPU_NOTE}\n${ROUNDS} of each after ${WARMUP} to warm up, in a shuffled order each round.\n`);
  console.table(
    costs.map((c) => ({
      route: c.page,
      status: c.status,
      "median ms": ms(c.cpu.cpu),
      "p95 ms": ms(c.cpu.cpuP95),
      "p99 ms": ms(c.cpu.cpuP99),
      "p95/median": (c.cpu.cpuP95 / c.cpu.cpu).toFixed(2),
      "SQLite ms": c.cpu.setApart ? ms(c.cpu.setApart) : "",
    })),
  );
  const floorOf = (pathname) => stats(floor.siteShape.samples[pathname]);
  const [alone, frozenPages] = floor.others;
  const aloneOf = (pathname) => stats(alone.samples[pathname]);
  const frozenOf = (pathname) => (frozenPages.samples[pathname] ? stats(frozenPages.samples[pathname]) : null);
  // The public pages are the items given as a bare path (everyRenderedPage); those answered 200.
  const publicPages = pagePaths.map((pathname) => byLabel.get(pathname)).filter((c) => c.status === 200);
  printAgainstFloor(publicPages, { floorOf, aloneOf, frozenOf }, floor);
  return costs.map((c) => ({
    page: c.page,
    status: c.status,
    ...(publicPages.includes(c) ? { floor: floorOf(c.page), alone: aloneOf(c.page) } : {}),
    ...c.cpu,
  }));
}

/** Median and p95 of CPU samples. */
const stats = (samples) => ({ cpu: median(samples), cpuP95: percentile(samples, 0.95) });

/**
 * Issue 40's table, each build in a process of its own in the same stretches: each public page's
 * median and p95 answered by the site alone (its public pages only, as each floor answers only its
 * own), beside the floor's for the same path (Remix 2 with the site's route files, trivial pages)
 * and the page frozen (its HTML elements and loader data as a route of that floor app, none of the
 * site's code: what the page's content costs the framework). The goals are read on the site alone;
 * the bench's own process above also serves the owner's pages, the posts and the scheduled job with
 * D1 in the same heap. Each floor is also shown pooled over its paths, with the site's route files
 * and flat.
 */
function printAgainstFloor(publicPages, { floorOf, aloneOf, frozenOf }, floor) {
  const times = (value, of) => (value / of).toFixed(2);
  const floorRow = ({ name, samples, paths, status }) => ({
    page: `${name} (${paths.length} paths pooled${Object.values(status).every((s) => s === 200) ? "" : ", not all 200"})`,
    "alone ms": ms(stats(Object.values(samples).flat()).cpu),
    "alone p95": ms(stats(Object.values(samples).flat()).cpuP95),
  });
  const floorRounds = floor.siteShape.samples[floor.siteShape.paths[0]].length;
  console.log(
    `\nThe public pages against the framework's floor: Remix 2 alone, built as the Worker is, trivial pages. Each build in a Node process of its own ` +
      `(${floorRounds} rounds of a request to each of its paths after ${WARMUP}, in ${FLOOR_STRETCHES} stretches between the site's rounds above): ` +
      `"alone" is the site's build asked its public pages only, "frozen" each page's HTML elements and loader data as a route of the floor app (none of the site's code), ` +
      `"floor" the floor app with the site's route files answering the same path; "in the bench" is the first table's median, where the same process also serves the owner's pages, the posts and the scheduled job. ` +
      `Goals, on the site alone: median ≤ ${GOAL.overFloor}× the floor, p95 ≤ ${GOAL.p95Ms} ms.\n`,
  );
  console.table([
    floorRow(floor.siteShape),
    floorRow(floor.flat),
    ...publicPages.map((c) => {
      const alone = aloneOf(c.page);
      const floorCpu = floorOf(c.page).cpu;
      const frozen = frozenOf(c.page);
      return {
        page: c.page,
        "alone ms": ms(alone.cpu),
        "alone p95": ms(alone.cpuP95),
        "floor ms": ms(floorCpu),
        "× floor": times(alone.cpu, floorCpu),
        "frozen × floor": frozen ? times(frozen.cpu, floorCpu) : "",
        "in the bench × floor": times(c.cpu.cpu, floorCpu),
        goal: goalResult(alone, floorOf(c.page)),
      };
    }),
  ]);
}

/** The same items through another build and this one, taking turns in one process. */
async function compareCpu(otherBuild) {
  const workers = { before: await loadBuild(otherBuild), after: await loadBuild() };
  const costs = await renderCost(workers, await measuredItems(workers.after), { rounds: ROUNDS, warmup: WARMUP });
  if (JSON_FILE) writeFileSync(JSON_FILE, JSON.stringify(costs, null, 2));
  console.log(
    `\n${CPU_NOTE}\nbefore: ${otherBuild}; after: this build. ${ROUNDS} of each after ${WARMUP}, taking turns.\n`,
  );
  console.table(
    costs.map((c) => ({
      route: c.page,
      "before median": ms(c.before.cpu),
      "before p95": ms(c.before.cpuP95),
      "before p99": ms(c.before.cpuP99),
      "after median": ms(c.after.cpu),
      "after p95": ms(c.after.cpuP95),
      "after p99": ms(c.after.cpuP99),
      "after/before (median)": (c.after.cpu / c.before.cpu).toFixed(2),
      "after goal": goalResult(c.after),
    })),
  );
}

/** The Worker bundle's size and its cold start in a fresh Node. */
function measureBundle() {
  const bundle = bundleWorker();
  try {
    const cold = coldStart(bundle.url);
    console.log("\nWorker bundle (wrangler deploy --dry-run) and cold start (a fresh Node: import, then render /)\n");
    console.table([
      {
        "bundle raw": kb(bundle.raw),
        "bundle gzip": kb(bundle.gzip),
        "import ms": cold.importMs.toFixed(0),
        "import + first render ms": cold.totalMs.toFixed(0),
        "cold CPU ms": cold.cpuMs.toFixed(0),
      },
    ]);
    return bundle;
  } finally {
    bundle.cleanup();
  }
}

function printBudgets(weight, bundle, cpu) {
  console.log("\nBudgets (worst of every page)\n");
  const rows = [];
  if (weight) {
    const { pages, everyPage, floor } = weight;
    const worstJs = Math.max(...everyPage.map((r) => r.js.gzip));
    rows.push(
      {
        budget: `first-visit JS ≤ ${JS_GOAL.overFloor}× the framework's floor on every page (${everyPage.length})`,
        worst: `${(worstJs / floor).toFixed(3)}× (${kb(worstJs)} of ${kb(floor)})`,
        pass: worstJs <= JS_GOAL.overFloor * floor,
      },
      {
        budget: `the site's own code ≤ ${kb(JS_GOAL.siteCodeGzip)} gzip on every page (${everyPage.length})`,
        worst: kb(worstJs - floor),
        pass: worstJs - floor <= JS_GOAL.siteCodeGzip,
      },
      {
        budget: "CSS ≤ 15 KB gzip",
        worst: kb(Math.max(...pages.map((r) => r.css.gzip))),
        pass: Math.max(...pages.map((r) => r.css.gzip)) <= BUDGET.cssGzip,
      },
      {
        budget: "HTML ≤ 60 KB on every route",
        worst: kb(Math.max(...pages.map((r) => r.html))),
        pass: Math.max(...pages.map((r) => r.html)) <= BUDGET.html,
      },
    );
  }
  if (bundle)
    rows.push({ budget: "Worker bundle < 1 MB gzip", worst: kb(bundle.gzip), pass: bundle.gzip <= BUDGET.workerGzip });
  if (cpu) {
    const pages = cpu.filter((c) => c.floor);
    rows.push({
      budget: `CPU of every public page (${pages.length}), the site alone: median ≤ ${GOAL.overFloor}× the floor, p95 ≤ ${GOAL.p95Ms} ms`,
      worst: `${Math.max(...pages.map((c) => c.alone.cpu / c.floor.cpu)).toFixed(2)}× the floor, p95 ${ms(Math.max(...pages.map((c) => c.alone.cpuP95)))} ms`,
      pass: pages.every((c) => goalResult(c.alone, c.floor) === "pass"),
    });
  }
  console.table(rows.map((r) => ({ budget: r.budget, worst: r.worst, result: r.pass ? "pass" : "FAIL" })));
}

/** The paths given after the option `name` (and `skip` values of its own). */
const pathsAfter = (name, skip = 0) =>
  process.argv.slice(process.argv.indexOf(name) + 1 + skip).filter((arg) => arg.startsWith("/"));

/** Builds the site first, unless --no-build asks to time build/index.js as it is. */
function buildUnlessNoBuild() {
  if (process.argv.includes("--no-build")) return;
  ensureDependencies();
  build();
}

if (JS_SOURCES) {
  ensureDependencies();
  await jsSources(process.argv.slice(process.argv.indexOf("--js-sources") + 1).filter((arg) => !arg.startsWith("--")));
} else if (SIDE_BY_SIDE) {
  buildUnlessNoBuild();
  const paths = pathsAfter("--side-by-side", 1);
  await sideBySide(SIDE_BY_SIDE, paths.length ? paths : SIDE_BY_SIDE_PATHS);
} else if (SPLIT) {
  buildUnlessNoBuild();
  const paths = pathsAfter("--split");
  await costSplit(paths.length ? paths : DEFAULT_SPLIT_PATHS);
} else if (SITE_CONTENT_ONLY) {
  buildUnlessNoBuild();
  await compareSiteContent({ runs: RUNS });
} else if (BROADCASTS_ONLY) {
  buildUnlessNoBuild();
  await broadcastDrain(await loadBuild(), ENV);
} else if (CPU_ONLY) {
  buildUnlessNoBuild();
  if (AGAINST) await compareCpu(AGAINST);
  else {
    printBudgets(null, null, await measureCpu());
    await broadcastDrain(await loadBuild(), ENV);
  }
} else {
  const server = await startMeasuredServer(PORT);
  let weight;
  try {
    weight = await measureWeight(server);
  } finally {
    server.stop();
  }
  if (WEIGHT_ONLY) printBudgets(weight, null, null);
  else {
    await measurePasswordHash();
    const cpu = await measureCpu();
    await measureCounting();
    await compareSiteContent({ runs: RUNS });
    printBudgets(weight, measureBundle(), cpu);
    await broadcastDrain(await loadBuild(), ENV);
  }
}
