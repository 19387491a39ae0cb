// A before and after, for `npm run bench -- --side-by-side <other build/index.js> [path …]`: that
// build and this one, each in a Node process of its own (build-process.mjs), so neither's garbage
// or compiled code lands on the other, asked the same paths in stretches taking turns (which goes
// first alternates), so both see the machine alike. Several runs; each path's after/before is the
// median of the runs' ratios of medians. `--against` takes turns in one process, which is quicker
// but lets the two builds disturb each other: two builds in one process put `/`'s ratio anywhere
// from 0.53 to 1.68 in five runs (27 November), where these processes gave 0.93–0.96. Their own
// error, the same build on both sides: 0.98–0.99 (runs 0.97–1.00).
import { buildProcess } from "./build-child.mjs";
import { BUILD, median } from "./render-cost.mjs";

export const SIDE_BY_SIDE_PATHS = [
  "/",
  "/about",
  "/contact",
  "/store",
  "/cart",
  "/money-moves-live",
  "/product/funding-bundle",
  "/product/ai-marketing-suite",
];
const RUNS = Number(process.env.BENCH_SIDE_RUNS ?? 3);
const STRETCHES = Number(process.env.BENCH_SIDE_STRETCHES ?? 10);
const ROUNDS = Number(process.env.BENCH_SIDE_ROUNDS ?? 40);
const WARMUP = Number(process.env.BENCH_SIDE_WARMUP ?? 150);

export async function sideBySide(otherBuild, paths = SIDE_BY_SIDE_PATHS) {
  const builds = { before: buildProcess("site", otherBuild), after: buildProcess("site", BUILD) };
  try {
    for (const build of Object.values(builds)) await build.ready;
    for (const build of Object.values(builds)) await build.measure({ paths, rounds: 0, warmup: WARMUP, seed: 0 });
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const samples = { before: {}, after: {} };
      for (const side of Object.keys(samples)) for (const pathname of paths) samples[side][pathname] = [];
      for (let stretch = 0; stretch < STRETCHES; stretch++) {
        const order = stretch % 2 ? ["before", "after"] : ["after", "before"];
        for (const side of order) {
          const result = await builds[side].measure({
            paths,
            rounds: ROUNDS,
            warmup: 0,
            seed: run * STRETCHES + stretch,
          });
          for (const [pathname, values] of Object.entries(result.samples)) samples[side][pathname].push(...values);
        }
      }
      runs.push(
        Object.fromEntries(
          paths.map((pathname) => [
            pathname,
            { before: median(samples.before[pathname]), after: median(samples.after[pathname]) },
          ]),
        ),
      );
    }
    console.log(
      `\nbefore: ${otherBuild}; after: this build. Each in a process of its own, ${WARMUP} rounds to warm up, then ${RUNS} runs of ${STRETCHES} stretches of ${ROUNDS} rounds in turns. Median CPU ms per request (the runs' median); after/before: the median of the runs' ratios.\n`,
    );
    console.table(
      paths.map((pathname) => {
        const ratios = runs.map((run) => run[pathname].after / run[pathname].before);
        return {
          path: pathname,
          before: median(runs.map((run) => run[pathname].before)).toFixed(2),
          after: median(runs.map((run) => run[pathname].after)).toFixed(2),
          "after/before": median(ratios).toFixed(3),
          "each run": ratios.map((ratio) => ratio.toFixed(3)).join(" "),
        };
      }),
    );
  } finally {
    for (const build of Object.values(builds)) build.stop();
  }
}
