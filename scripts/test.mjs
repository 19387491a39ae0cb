// `npm test`: every test on a machine that may never have seen the project.
// Installs packages, installs Debian's Chromium headless shell, PostgreSQL and Java (for the Nu HTML checker) when
// missing, builds, runs unit and integration tests; then the checks (Prettier, ESLint, which forbids
// import cycles, and tsc) run beside the end-to-end journeys (JavaScript on and off), at a lower
// priority. (Not beside the integration tests: some compare two answers' times.) Prints each phase's
// time and how busy the processors were.
import os from "node:os";
import {
  bin,
  build,
  busyShare,
  ensureDependencies,
  ensureHeadlessShell,
  ensureJava,
  ensurePostgres,
  processorTicks,
  runAsync,
} from "./lib.mjs";

const times = [];
function timed(name, work) {
  const start = Date.now();
  const before = processorTicks();
  const done = () => times.push([name, (Date.now() - start) / 1000, busyShare(before, processorTicks())]);
  const result = work();
  if (result instanceof Promise) return result.then(done);
  done();
}

// Each phase's row, then the whole run's (a phase's row is written when it ends).
await timed("whole run", async () => {
  timed("install (npm ci, when needed)", ensureDependencies);
  timed("system packages (when missing)", () => {
    ensureHeadlessShell();
    ensurePostgres();
    ensureJava();
  });
  timed("build (images, remix build)", build);

  // The checks are one process at a time, at a lower priority: they fill the gaps the journeys leave.
  const checks = async () => {
    const quietly = { quiet: true, priority: os.constants.priority.PRIORITY_BELOW_NORMAL };
    await timed("prettier --check (beside e2e)", () => runAsync(bin("prettier"), ["--check", "."], quietly));
    await timed("eslint (beside e2e)", () => runAsync(bin("eslint"), ["."], quietly));
    await timed("tsc --noEmit (beside e2e)", () => runAsync(bin("tsc"), ["--noEmit"], quietly));
  };
  await timed("vitest (unit and integration)", () => runAsync(bin("vitest"), ["run"]));
  // No retry: a spec that fails once fails the run (tests/README.md, "On a busy machine").
  const e2e = () => timed("playwright (e2e, js and no-js)", () => runAsync(bin("playwright"), ["test"]));
  await Promise.all([checks(), e2e()]);
});

// "processors busy": the share of the machine's processor time in use during the phase, by any process.
console.log('\nWhere the time went (tests/README.md, "Where the time goes"):');
console.log(`  ${"phase".padEnd(40)} ${"wall".padStart(9)} ${"processors busy".padStart(16)}`);
const minutes = (seconds) => `${(seconds / 60).toFixed(1).padStart(5)} min`;
const percent = (share) => (Number.isFinite(share) ? `${Math.round(share * 100)} %` : "n/a");
for (const [name, seconds, busy] of times) {
  console.log(`  ${name.padEnd(40)} ${minutes(seconds).padStart(9)} ${percent(busy).padStart(16)}`);
}
console.log(
  `  (${os.cpus().length} processors; load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")})`,
);
console.log("\n✔ All tests passed");
