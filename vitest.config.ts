import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(__dirname, "app") };

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
          // The suite's clock (TEST_NOW), tests/support/test-clock.ts.
          setupFiles: ["tests/support/test-clock-setup.ts"],
          // Pure code, no module state between files: their modules are loaded once per process.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/test-clock-setup.ts"],
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
        },
      },
    ],
  },
});
