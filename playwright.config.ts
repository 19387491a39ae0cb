import { defineConfig } from "@playwright/test";

import { E2E_PORT } from "./tests/e2e/server";

// Chromium's headless shell from Debian, which `npm test` installs (scripts/lib.mjs, HEADLESS_SHELL_PATH).
const executablePath = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** The same specs run twice: once as a visitor with JavaScript, once without. */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  // A spec that fails once fails the run: a retry would hide a fault that comes and goes.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // "list" prints a line per test as it ends and every failure in full at the end, where the last
  // lines of a CI log show it. The JSON report is for `node scripts/test-times.mjs
  // test-results/e2e.json` (where the time went).
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions,
    trace: "off",
    // The visitor asks for reduced motion: instant scrolling, no fades. The browser otherwise draws
    // every frame of each smooth scroll and fade, a fifth of its work in the form and keyboard
    // journeys, which test what the motion does not change. pages.spec.ts and layout.spec.ts (the
    // cards, the menu, the toasts, the header's links) run with motion, as most visitors see them.
    reducedMotion: "reduce",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
});
