import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(__dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    // Each integration file starts its own workerd proxy; two at a time suits a 2-core machine.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
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
          // Pure code, no module state between files: one process per fork for all of them, not a
          // fresh one per file (31 files: 21 → 8 processor-seconds).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxConcurrency: 1,
          // wrangler.toml's bindings, read by wrangler once for the run (createTestApp's workerd serves them).
          globalSetup: ["tests/support/harness/wrangler-bindings.ts"],
          // The server build (3.5 MB) is imported by Node itself, not transformed again for each file.
          server: { deps: { external: [/\/build\/index\.js$/] } },
        },
      },
    ],
  },
});
