// The server's own cost, for `npm run bench`: the CPU each request takes through the project's
// request pipeline (createFetchHandler over the production build, one request at a time), the
// scheduled job's run, and the Worker bundle (as `wrangler deploy` makes it) with its cold start in
// Node (import plus first render). Node stands in for workerd: both run V8, and both count garbage
// collection as the request's CPU.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { bin, root } from "../lib.mjs";

export const ORIGIN = "https://bench.example";
/** Production bindings, without secrets the rendering of a page does not need. */
export const ENV = {
  ENVIRONMENT: "production",
  SITE_URL: ORIGIN,
  OWNER_NAME: "Faith & Wealth",
  SESSION_SECRET: "bench-only-session-secret",
  RATE_LIMIT: "off",
};
export const CONTEXT = { waitUntil() {}, passThroughOnException() {} };
export const BUILD = path.join(root, "build/index.js");

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The value below which `share` of the values lie (nearest rank): 0.95 for the 95th percentile. */
export const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const cpuMs = (usage) => (usage.user + usage.system) / 1000;

/** Bundles the Worker as deploy does; returns the bundle's URL, its size raw and gzip, and a cleanup. */
export function bundleWorker({ minify = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "site-worker-"));
  const args = ["deploy", "--dry-run", "--env", "production", "--outdir", dir];
  if (minify) args.push("--minify");
  const result = spawnSync(bin("wrangler"), args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${result.stderr}`);
  const file = path.join(dir, "worker.js");
  const bytes = readFileSync(file);
  return {
    url: pathToFileURL(file).href,
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A production build (build/index.js, or another one to compare with) as the Worker runs it: its
 * request pipeline and its scheduled job.
 */
export async function loadBuild(file = BUILD) {
  const build = await import(pathToFileURL(path.resolve(file)).href);
  const handle = build.createFetchHandler(build);
  return { fetch: (request, env, ctx = CONTEXT) => handle(request, env, ctx), runScheduled: build.runScheduled, build };
}

/**
 * What the bench times: a path (a GET with the bench's bindings), or
 * `{ label, path, headers, request(), env, prepare(), run(worker), setApartCpuMs() }`: a GET of
 * `path` with `headers`, or `request` makes a fresh request each time (a post needs a new body),
 * or `run` replaces the request for work that is not one
 * (the scheduled job) and answers `{ status }`, `prepare` runs untimed before each, and
 * `setApartCpuMs` tallies CPU spent outside the Worker on Cloudflare (the database's).
 */
export const labelOf = (item) => (typeof item === "string" ? item : item.label);

/** One timed request, its body read to the end: CPU (less what is set apart) and wall time in ms. */
async function timed(worker, item) {
  const spec = typeof item === "string" ? { path: item } : item;
  const { env = ENV, setApartCpuMs = () => 0 } = spec;
  const state = spec.prepare ? await spec.prepare() : undefined;
  const request = spec.run
    ? null
    : spec.request
      ? spec.request()
      : new Request(new URL(spec.path, ORIGIN), { headers: spec.headers });
  const apart = setApartCpuMs(state);
  const cpu = process.cpuUsage();
  const start = performance.now();
  let status;
  if (spec.run) ({ status } = await spec.run(worker, state));
  else {
    const response = await worker.fetch(request, env, CONTEXT);
    await response.arrayBuffer();
    status = response.status;
  }
  const used = cpuMs(process.cpuUsage(cpu));
  const setApart = setApartCpuMs(state) - apart;
  return { status, wall: performance.now() - start, cpu: used - setApart, setApart };
}

/** Cold start: a fresh Node process imports the bundle and renders `/` (median of `times`). */
export function coldStart(bundleUrl, times = 5) {
  const code = `
    // Taken before the import: the bundle's nodejs_compat polyfills replace the global process.
    const cpuUsage = process.cpuUsage.bind(process), now = performance.now.bind(performance), write = process.stdout.write.bind(process.stdout);
    const c0 = cpuUsage(); const t0 = now();
    const worker = (await import(${JSON.stringify(bundleUrl)})).default;
    const t1 = now();
    const response = await worker.fetch(new Request("${ORIGIN}/"), ${JSON.stringify(ENV)}, { waitUntil() {}, passThroughOnException() {} });
    await response.arrayBuffer();
    const c = cpuUsage(c0);
    write(JSON.stringify({ importMs: t1 - t0, totalMs: now() - t0, cpuMs: (c.user + c.system) / 1000, status: response.status }) + "\\n");
  `;
  const runs = [];
  for (let i = 0; i < times; i++) {
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`cold start failed:\n${result.stderr}`);
    runs.push(JSON.parse(result.stdout.trim().split("\n").at(-1)));
  }
  return {
    status: runs[0].status,
    importMs: median(runs.map((r) => r.importMs)),
    totalMs: median(runs.map((r) => r.totalMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
  };
}

/** A repeatable sequence of numbers in [0, 1) (mulberry32), so two runs take the same orders. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `list` in a random order (Fisher–Yates). */
export function shuffled(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * CPU (median, 95th and 99th percentile) and median wall time per item for each worker
 * (`{ name: worker }`, e.g. this build and another to compare with): a warm-up, then `rounds`
 * requests each, items and workers in turns so that both see the same machine. `interlude`
 * (`{ every, run(roundsDone) }`) runs before every `every`th round, while this process waits (the framework's
 * floor, measured in processes of their own through the same stretch of the machine's load).
 */
export async function renderCost(workers, items, { rounds = 150, warmup = 30, interlude } = {}) {
  const names = Object.keys(workers);
  const samples = new Map(
    items.map((item) => [item, Object.fromEntries(names.map((n) => [n, { cpu: [], wall: [], setApart: [] }]))]),
  );
  const statuses = new Map();
  for (let i = 0; i < warmup; i++) for (const item of items) for (const name of names) await timed(workers[name], item);
  const random = seededRandom(1);
  for (let i = 0; i < rounds; i++) {
    if (interlude && i % interlude.every === 0) await interlude.run(i);
    // Each round takes the items in a new order, and the workers in turns, so no item always follows
    // the same one and no worker always goes first (a request can pay for the garbage or the cooled
    // caches of what ran before it). Only starting each round one item further on kept the cycle:
    // the first owner page always followed the 404 page and paid for the switch to the database.
    for (const item of shuffled(items, random)) {
      for (const name of i % 2 === 0 ? names : [...names].reverse()) {
        const result = await timed(workers[name], item);
        samples.get(item)[name].cpu.push(result.cpu);
        samples.get(item)[name].wall.push(result.wall);
        samples.get(item)[name].setApart.push(result.setApart);
        statuses.set(item, result.status);
      }
    }
  }
  return items.map((item) => ({
    page: labelOf(item),
    status: statuses.get(item),
    ...Object.fromEntries(
      names.map((name) => {
        const sample = samples.get(item)[name];
        return [
          name,
          {
            cpu: median(sample.cpu),
            cpuP95: percentile(sample.cpu, 0.95),
            cpuP99: percentile(sample.cpu, 0.99),
            wall: median(sample.wall),
            setApart: median(sample.setApart),
          },
        ];
      }),
    ),
  }));
}

/**
 * Every page: the sitemap's, the private ones robots.txt names, every route with a fixed path
 * (the owner's included), and a 404.
 */
export async function everyRenderedPage(worker) {
  const text = async (pathname) => {
    const response = await worker.fetch(new Request(new URL(pathname, ORIGIN)), ENV, CONTEXT);
    // A configuration error renders every page as a 500, which would be timed as if it were a page.
    if (!response.ok) throw new Error(`${pathname} answered ${response.status} in the bench's environment`);
    return response.text();
  };
  const sitemap = await text("/sitemap.xml");
  const robots = await text("/robots.txt");
  const { build } = worker;
  const fullPath = (route) => {
    const parent = route.parentId ? fullPath(build.routes[route.parentId]) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
  };
  const fixed = Object.values(build.routes)
    .filter((route) => route.module.default && route.id !== "root")
    .map(fullPath)
    .filter((pathname) => !/[:*[]/.test(pathname) && !pathname.includes("."));
  return [
    ...new Set([
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
      ...[...robots.matchAll(/^Disallow: (\/\S*)$/gm)].map((m) => m[1]),
      ...fixed,
      "/no-such-page",
    ]),
  ];
}
