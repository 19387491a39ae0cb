import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import edgeInstants from "./tests/support/fixtures/edge-instants.json";

const alias = { "~": path.resolve(__dirname, "app") };

/** The suite's clock for every test file (tests/support/test-clock.ts). */
const setupFiles = ["tests/support/test-clock-setup.ts"];

const integration: TestProjectInlineConfiguration["test"] = {
  environment: "node",
  setupFiles,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  maxConcurrency: 1,
  // Each file's modules are loaded again (their state is the file's own).
  isolate: true,
  // wrangler.toml's bindings, read by wrangler once for the run (createTestApp's workerd serves them).
  globalSetup: ["tests/support/harness/wrangler-bindings.ts"],
  // The server build (3.5 MB) is imported by Node itself, not transformed again for each file
  // (with the query that makes each file's copy its own).
  server: { deps: { external: [/\/build\/index\.js(\?.*)?$/] } },
};

/**
 * The test files that depend on the date: those that name the event's schedule, the scheduled job,
 * her day or month, or a day's length. They run again at each edge instant
 * (`tests/support/fixtures/edge-instants.json`), so a new test that leans on today's date fails on
 * the day it is written, not on a session day.
 */
const DATE_WORDS =
  /nextEventStart|\.scheduled\(|twoStartsSoon|dayIn\(|ownerDate\(|ownerTime\(|monthLabel\(|toISOString\(\)\.slice\(0, (7|10)\)|86_400_000|24 \* 3600_000/;
const dateDependentFiles = ["unit", "integration"].flatMap((folder) =>
  readdirSync(path.resolve(__dirname, "tests", folder))
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `tests/${folder}/${name}`)
    .filter((file) => DATE_WORDS.test(readFileSync(path.resolve(__dirname, file), "utf8"))),
);

// TEST_NOW, when set, is the whole run's; the any-day projects set their own. Each project names
// it, so a value never carries over from one project's file to the next in a shared process.
const runAt = process.env.TEST_NOW ?? "";

export default defineConfig({
  resolve: { alias },
  test: {
    // Each integration file starts its own workerd proxy; two at a time suits a 2-core machine.
    // The files share the two processes instead of a fresh one each (Vitest reads this option for
    // the whole run, not per project): each process loads Vitest, Miniflare and the test's modules
    // once. The integration files still get their modules fresh (their project's `isolate`) and the
    // server build fresh (tests/support/harness/server-build.ts).
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    // The JSON report is for `node scripts/test-times.mjs tests/.tmp/vitest.json` (where the time went).
    reporters: ["default", "json"],
    outputFile: { json: "tests/.tmp/vitest.json" },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles,
          env: { TEST_NOW: runAt },
          // Pure code, no module state between files: their modules are loaded once per process.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_NOW: runAt },
          ...integration,
        },
      },
      // Without TEST_NOW: the date-dependent files again at each edge instant.
      ...(runAt
        ? []
        : Object.entries(edgeInstants).map(([edge, instant]) => ({
            resolve: { alias },
            test: { name: `any day: ${edge}`, include: dateDependentFiles, env: { TEST_NOW: instant }, ...integration },
          }))),
    ],
  },
});
