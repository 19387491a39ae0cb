// Where a page's CPU goes, for `npm run bench -- --split [path …]`: the page through the site's
// request pipeline, the same path through the framework's floor with the site's route files
// (framework-floor.mjs), and the page frozen into that floor (frozen-page.mjs: the same HTML
// elements and loader data, none of the site's code), each in a Node process of its own
// (build-process.mjs) under V8's sampling profiler. Every sample is put to the source file its
// function came from (the server bundle keeps esbuild's `// app/…` and `// node_modules/…`
// comments above each file's code) and that file to a part: the app's own code, React, Remix and
// React Router, other libraries, Node's Request and Response, garbage collection. Each part's share
// of the profile times the median CPU of the same process's unprofiled requests gives milliseconds.
// The frozen page against the floor is what the page's content costs the framework; the page
// against the frozen page, what the site's code adds to it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildProcess } from "./build-child.mjs";
import { buildFloorApp, siteRouteFiles } from "./framework-floor.mjs";
import { buildFrozenApp, routeFileOf } from "./frozen-page.mjs";
import { BUILD, loadBuild, median } from "./render-cost.mjs";

/** The parts, in the order they are printed; the first whose test a source file passes takes it. */
const PARTS = [
  ["the app's own code (app/)", (source) => source.startsWith("app/")],
  [
    "React (react-dom's render, react, jsx-runtime)",
    (source) => /^node_modules\/(react|react-dom|scheduler)\//.test(source),
  ],
  [
    "Remix and React Router (matching, data, handoff)",
    (source) => /^node_modules\/(@remix-run|react-router|react-router-dom|turbo-stream)\//.test(source),
  ],
  ["other libraries", (source) => source.startsWith("node_modules/")],
  ["the bundle's module glue (esbuild's helpers)", (source) => source === "bundle"],
  ["Node's Request, Response, streams, text", (source) => source.startsWith("node:")],
  ["garbage collection", (source) => source === "(garbage collector)"],
  ["the rest (V8 builtins, the program)", () => true],
];
/** Samples that are not the request's: the process waiting, and the bench's own scripts. */
const NOT_THE_REQUEST = new Set(["(idle)", "harness"]);

export const DEFAULT_SPLIT_PATHS = [
  "/",
  "/product/funding-bundle",
  "/product/ai-marketing-suite",
  "/money-moves-live",
  "/about",
];
const WARMUP = Number(process.env.BENCH_SPLIT_WARMUP ?? 300);
const TIMED = Number(process.env.BENCH_SPLIT_TIMED ?? 400);
const PROFILED = Number(process.env.BENCH_SPLIT_PROFILED ?? 600);
const INTERVAL_MICROS = 100;

/** Maps a bundle's line to the source file whose code it is, from esbuild's comments. */
function sourceMap(buildFile) {
  const starts = [];
  readFileSync(buildFile, "utf8")
    .split("\n")
    .forEach((line, index) => {
      // A floor app's packages are the site's, so their paths climb out of its folder first.
      const marker = /^\/\/ (?:\S*?\/)?((?:node_modules|app)\/\S+)$/.exec(line);
      if (marker) starts.push([index, marker[1]]);
    });
  return (lineNumber) => {
    let low = 0;
    let high = starts.length - 1;
    let found = "bundle";
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle][0] <= lineNumber) {
        found = starts[middle][1];
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
}

/** A profile's samples summed per part, as shares of the request's samples. */
function partShares(profile, buildFile) {
  const sourceOf = sourceMap(buildFile);
  const bundleUrl = pathToFileURL(buildFile).href;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map(PARTS.map(([name]) => [name, 0]));
  let all = 0;
  profile.samples.forEach((id, index) => {
    const { url, functionName, lineNumber } = nodes.get(id).callFrame;
    const source = url
      ? url === bundleUrl
        ? sourceOf(lineNumber)
        : url.includes("/scripts/bench/")
          ? "harness"
          : // A floor app imports Remix's request handler from node_modules, outside its bundle.
            url.replace(/^node:internal\/.*/, "node:").replace(/^file:.*?\/(node_modules\/)/, "$1")
      : `(${functionName.replace(/[()]/g, "")})`;
    if (NOT_THE_REQUEST.has(source)) return;
    const micros = profile.timeDeltas[index] ?? 0;
    const [part] = PARTS.find(([, test]) => test(source));
    totals.set(part, totals.get(part) + micros);
    all += micros;
  });
  return new Map([...totals].map(([part, micros]) => [part, micros / all]));
}

/** The path through one build, in a process of its own: its median CPU unprofiled, then its parts. */
async function profiledRun(kind, buildFile, pathname) {
  const build = buildProcess(kind, buildFile);
  try {
    await build.ready;
    const paths = [pathname];
    const timed = await build.measure({ paths, rounds: TIMED, warmup: WARMUP, seed: 1 });
    const { profile } = await build.measure({
      paths,
      rounds: PROFILED,
      warmup: 0,
      seed: 2,
      profileInterval: INTERVAL_MICROS,
    });
    return {
      status: timed.status[pathname],
      cpuMs: median(timed.samples[pathname]),
      shares: partShares(profile, buildFile),
    };
  } finally {
    build.stop();
  }
}

const ms = (value) => value.toFixed(2);

/** Prints, for each path, its CPU by part beside the frozen page's and the floor's for the same path. */
export async function costSplit(paths = DEFAULT_SPLIT_PATHS) {
  const dir = mkdtempSync(path.join(tmpdir(), "cost-split-"));
  try {
    const routeFiles = siteRouteFiles();
    for (const pathname of paths)
      if (!routeFileOf(pathname, routeFiles))
        throw new Error(`--split takes fixed paths with a route file of their own: ${pathname}`);
    const floorBuild = buildFloorApp(path.join(dir, "floor"), routeFiles);
    const frozen = await buildFrozenApp(path.join(dir, "frozen"), await loadBuild(), paths, routeFiles);
    if (frozen.paths.length < paths.length)
      throw new Error(`--split takes pages that answer 200: ${paths.filter((p) => !frozen.paths.includes(p))}`);
    const frozenBuild = frozen.build;
    console.log(
      `\nWhere each page's CPU goes: the page; the page frozen (the same HTML elements and loader data, rendered by a floor app with none of the site's code); the framework's floor with the site's route files. The same path, each in a process of its own (${WARMUP} requests to warm up, the median of ${TIMED}, then the parts from a profile of ${PROFILED} more, sampled every ${INTERVAL_MICROS} µs). Milliseconds of CPU per request.`,
    );
    for (const pathname of paths) {
      const page = await profiledRun("site", BUILD, pathname);
      const frozen = await profiledRun("floor", frozenBuild, pathname);
      const floor = await profiledRun("floor", floorBuild, pathname);
      const part = (run, name) => run.shares.get(name) * run.cpuMs;
      const rows = PARTS.map(([name]) => ({
        part: name,
        page: ms(part(page, name)),
        frozen: ms(part(frozen, name)),
        floor: ms(part(floor, name)),
        "page − frozen": ms(part(page, name) - part(frozen, name)),
        "frozen − floor": ms(part(frozen, name) - part(floor, name)),
      }));
      rows.push({
        part: "the whole request (median)",
        page: ms(page.cpuMs),
        frozen: ms(frozen.cpuMs),
        floor: ms(floor.cpuMs),
        "page − frozen": ms(page.cpuMs - frozen.cpuMs),
        "frozen − floor": ms(frozen.cpuMs - floor.cpuMs),
      });
      const times = (run) => `${(run.cpuMs / floor.cpuMs).toFixed(2)}×`;
      console.log(
        `\n${pathname} (${page.status}; frozen ${frozen.status}; the floor ${floor.status}): the page ${times(page)} the floor, frozen ${times(frozen)}\n`,
      );
      console.table(rows);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
