// `npm test`: every test on a machine that may never have seen the project.
// Installs packages, installs Debian's Chromium headless shell, PostgreSQL and Java (for the Nu HTML checker) when
// missing, builds, runs unit and integration tests; then the checks (Prettier, ESLint, which forbids
// import cycles, and tsc) run beside the end-to-end journeys (JavaScript on and off), which leave the
// processors idle while they wait on the server and the browser. (Not beside the integration tests:
// some compare two answers' times.) Prints each phase's time.
import { readFileSync } from "node:fs";
import os from "node:os";
import { bin, build, ensureDependencies, ensureHeadlessShell, ensureJava, ensurePostgres, runAsync } from "./lib.mjs";

/**
 * Processor seconds (user + system) of the children this process has waited for, and theirs
 * (Linux: /proc/self/stat's cutime and cstime): with the wall time, it tells waiting from working.
 * Phases that overlap (the checks beside the journeys) share it; it is counted for sequential ones.
 */
function childProcessorSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // Fields 16 and 17 of stat(5), counted from the state (field 3) at index 0.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

const times = [];
function timed(name, work) {
  const start = Date.now();
  const processorBefore = childProcessorSeconds();
  const done = () => times.push([name, (Date.now() - start) / 1000, childProcessorSeconds() - processorBefore]);
  const result = work();
  if (result instanceof Promise) return result.then(done);
  done();
}

const started = Date.now();
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
times.push(["whole run", (Date.now() - started) / 1000, childProcessorSeconds()]);

// Processor time is counted when a process ends: the checks' and the journeys' are shown together.
console.log('\nWhere the time went (tests/README.md, "Where the time goes"):');
console.log(`  ${"phase".padEnd(40)} ${"wall".padStart(9)} ${"processor".padStart(13)}`);
const minutes = (seconds) => `${(seconds / 60).toFixed(1).padStart(5)} min`;
for (const [name, seconds, processor] of times) {
  console.log(`  ${name.padEnd(40)} ${minutes(seconds).padStart(9)} ${minutes(processor).padStart(13)}`);
}
console.log(
  `  (${os.cpus().length} processors; load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")})`,
);
console.log("\n✔ All tests passed");
