// `npm test`: every test on a machine that may never have seen the project.
// Installs packages, installs Debian's Chromium headless shell, PostgreSQL and Java (for the Nu HTML checker) when
// missing, builds, runs unit and integration tests; then the checks (Prettier, ESLint, which forbids
// import cycles, and tsc) run beside the end-to-end journeys (JavaScript on and off), at a lower
// priority. (Not beside the integration tests: some compare two answers' times.) Prints each phase's
// time and how busy the processors were.
import { readFileSync } from "node:fs";
import os from "node:os";
import { bin, build, ensureDependencies, ensureHeadlessShell, ensureJava, ensurePostgres, runAsync } from "./lib.mjs";

/**
 * The machine's processor time so far, busy and in all (Linux: /proc/stat's first line, in ticks).
 * A phase's share of busy ticks tells working from waiting: near 100 % the phase is processor-bound
 * (another process's work counts too, so a busy machine reads high). The children's own times
 * (cutime) were tried and miss most of Chromium: its renderers are not waited for by this process.
 */
function processorTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return { busy: Number.NaN, all: Number.NaN };
  }
}

/** The share of the machine's processor time that was busy between two readings. */
const busyShare = (before, after) => (after.busy - before.busy) / (after.all - before.all);

const times = [];
function timed(name, work) {
  const start = Date.now();
  const before = processorTicks();
  const done = () => times.push([name, (Date.now() - start) / 1000, busyShare(before, processorTicks())]);
  const result = work();
  if (result instanceof Promise) return result.then(done);
  done();
}

const started = Date.now();
const startTicks = processorTicks();
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
times.push(["whole run", (Date.now() - started) / 1000, busyShare(startTicks, processorTicks())]);

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
