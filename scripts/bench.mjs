// `npm run bench`: page weight, the server's render cost per page (CPU and time through the request
// pipeline in Node, one request at a time), the Worker bundle's size and cold start, one
// scheduled run's CPU with 100 messages queued (scripts/scheduled-cost.mjs), and throughput of the
// production build in workerd. Prints tables and pass/fail per budget; it measures, it never fails
// the test run.
import autocannon from "autocannon";
import { gzipSync } from "node:zlib";
import { ownerPages } from "./owner-pages.mjs";
import { bundleWorker, coldStart, ENV, everyRenderedPage, ORIGIN, pipeline, renderCost } from "./render-cost.mjs";
import { measureScheduledRun } from "./scheduled-cost.mjs";
import { firstStoreProductPath, startMeasuredServer } from "./server-for-measuring.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8795);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The owner's pages are not under the public budget; their weight is reported beside it.
const OWNER_PAGES = ["/owner/sign-in", "/owner/sign-up"];
// PBKDF2 counts to price one sign-in: the default (Cloudflare's cap) and lower ones an owner may choose.
const PASSWORD_HASH_ITERATIONS = [100_000, 50_000, 10_000];
const SALES_PAGES = ["/product/funding-bundle", "/product/ai-marketing-suite", "/product/dominion-wealth-bundle"];
const BUDGET = { jsGzip: 100 * 1024, cssGzip: 15 * 1024, html: 60 * 1024, workerGzip: 1024 * 1024, renderCpuMs: 3 };
const RENDER_ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 60);
// `npm run bench -- --weight` measures page weight only (seconds instead of a minute).
const WEIGHT_ONLY = process.argv.includes("--weight");

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
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

async function load(base, path) {
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: LOAD_SECONDS });
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const server = await startMeasuredServer(PORT);
try {
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
  console.log(`\nFirst-visit JS of every page (${all.length}), heaviest first\n`);
  console.table(all.slice(0, 8).map((r) => ({ route: r.path, "js gz": kb(r.js.gzip), html: kb(r.html) })));

  const owner = [];
  for (const path of OWNER_PAGES) owner.push(await pageWeight(server.url, path, { anyStatus: true }));
  console.log("\nFirst-visit JS of the owner's pages (outside the public budget)\n");
  console.table(owner.map((r) => ({ route: r.path, "js gz": kb(r.js.gzip), html: kb(r.html) })));

  if (!WEIGHT_ONLY) await measurePasswordHash();
  const render = WEIGHT_ONLY ? null : await measureRender();
  if (!WEIGHT_ONLY) await measureScheduledRun();
  if (!WEIGHT_ONLY) await measureLoad(server.url, product);
  printBudgets(rows, all, render);
} finally {
  server.stop();
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
 * Each page's render cost through the pipeline (median, p95, p99), and the Worker bundle's size
 * and cold start.
 */
async function measureRender() {
  const bundle = bundleWorker();
  try {
    const cold = coldStart(bundle.url);
    // The bundle is not imported here: its nodejs_compat polyfills replace Node's `process`.
    const workers = { pipeline: await pipeline() };
    const pages = [
      ...(await everyRenderedPage(workers.pipeline)),
      ...(await ownerPages(workers.pipeline, { env: ENV, origin: ORIGIN })),
    ];
    const costs = await renderCost(workers, pages, { rounds: RENDER_ROUNDS });
    console.log(
      `\nServer render in Node, one request at a time: median, 95th and 99th percentile CPU of ${RENDER_ROUNDS} per page (goal: median ≤ ${BUDGET.renderCpuMs} ms CPU through the pipeline, createFetchHandler over the build).\nThe owner's signed-in pages read a D1 in this process (SQLite in WebAssembly); the CPU of its queries, which on Workers run outside the Worker, is set apart ("SQLite ms", not in "CPU ms").\n`,
    );
    console.table(
      costs.map((c) => ({
        route: c.page,
        status: c.status,
        "CPU ms": c.pipeline.cpu.toFixed(2),
        "p95 ms": c.pipeline.cpuP95.toFixed(2),
        "p99 ms": c.pipeline.cpuP99.toFixed(2),
        "p95/median": (c.pipeline.cpuP95 / c.pipeline.cpu).toFixed(2),
        "time ms": c.pipeline.wall.toFixed(2),
        goal: c.status >= 500 ? "FAIL (server error)" : c.pipeline.cpu <= BUDGET.renderCpuMs ? "pass" : "FAIL",
        "SQLite ms": c.pipeline.setApart ? c.pipeline.setApart.toFixed(2) : "",
      })),
    );
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
    return { bundle, costs: costs.map((c) => ({ page: c.page, status: c.status, cpu: c.pipeline.cpu })) };
  } finally {
    bundle.cleanup();
  }
}

async function measureLoad(base, product) {
  console.log(
    `\nServer under load: ${CONNECTIONS} connections for ${LOAD_SECONDS} s each, from this process (wrangler serves in its own)\n`,
  );
  const targets = ["/", "/store", ...(product ? [product] : []), "/favicon.svg"];
  const loads = [];
  for (const path of targets) loads.push(await load(base, path));
  const floor = loads.at(-1);
  console.table(
    loads.map((l) => ({
      route: l.path === "/favicon.svg" ? "/favicon.svg (static floor)" : l.path,
      "req/s": Math.round(l.rps),
      "p50 ms": l.p50,
      "p99 ms": l.p99,
      "errors+non2xx": l.errors,
      "cost vs floor (p50)": `${(l.p50 / Math.max(floor.p50, 1)).toFixed(1)}x`,
      "throughput vs floor": `${(l.rps / Math.max(floor.rps, 1)).toFixed(2)}x`,
    })),
  );
}

function printBudgets(rows, all, render) {
  console.log("\nBudgets (worst of every page)\n");
  const pages = [...rows, ...all];
  const budgets = [
    {
      budget: `first-visit JS ≤ 100 KB gzip on every page (${all.length})`,
      worst: Math.max(...pages.map((r) => r.js.gzip)),
      limit: BUDGET.jsGzip,
    },
    { budget: "CSS ≤ 15 KB gzip", worst: Math.max(...pages.map((r) => r.css.gzip)), limit: BUDGET.cssGzip },
    { budget: "HTML ≤ 60 KB on every route", worst: Math.max(...pages.map((r) => r.html)), limit: BUDGET.html },
  ];
  if (render) {
    budgets.push(
      { budget: "Worker bundle < 1 MB gzip", worst: render.bundle.gzip, limit: BUDGET.workerGzip },
      {
        budget: `server render ≤ ${BUDGET.renderCpuMs} ms CPU (median) on every page (${render.costs.length})`,
        worst: Math.max(...render.costs.map((c) => c.cpu)),
        limit: BUDGET.renderCpuMs,
        ms: true,
      },
    );
  }
  console.table(
    budgets.map((b) => ({
      budget: b.budget,
      worst: b.ms ? `${b.worst.toFixed(2)} ms` : kb(b.worst),
      result: b.worst <= b.limit ? "pass" : "FAIL",
    })),
  );
}
