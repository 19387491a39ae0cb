// Runs a command and says how busy the machine's processors were meanwhile and which programs used
// them: every process is read once a second (ps), so processes that live under a second are missed.
//   node scripts/cpu-by-process.mjs npx playwright test tests/e2e/trust.spec.ts
// Prints the wall time, the share of the processors in use (any process: lib.mjs, processorTicks)
// and the processor seconds each program used meanwhile (more than two), most first.
import { execFileSync, spawn } from "node:child_process";
import { busyShare, processorTicks } from "./lib.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/cpu-by-process.mjs <command> [args...]");
  process.exit(2);
}

/** Every process's program and processor seconds so far, by pid. */
function processes() {
  const table = new Map();
  for (const line of execFileSync("ps", ["-eo", "pid=,comm=,times="], { encoding: "utf8" }).split("\n")) {
    const match = line.trim().match(/^(\d+)\s+(.+?)\s+(\d+)$/);
    if (match) table.set(match[1], { program: match[2], seconds: Number(match[3]) });
  }
  return table;
}

const before = processes();
const last = new Map();
const sample = () => {
  for (const [pid, reading] of processes()) last.set(pid, reading);
};
const sampler = setInterval(sample, 1000);
const started = Date.now();
const ticks = processorTicks();
const status = await new Promise((resolve) => {
  const child = spawn(command, args, { stdio: "inherit" });
  child.once("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
clearInterval(sampler);
sample();

const busy = busyShare(ticks, processorTicks());
console.log(`wall ${((Date.now() - started) / 1000).toFixed(1)} s; processors busy ${Math.round(busy * 100)} %`);
// Each process's last reading less its reading before the command, summed by program.
const byProgram = new Map();
for (const [pid, { program, seconds }] of last) {
  const used = seconds - (before.get(pid)?.seconds ?? 0);
  byProgram.set(program, (byProgram.get(program) ?? 0) + used);
}
for (const [program, seconds] of [...byProgram]
  .filter(([, s]) => s > 2)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12)) {
  console.log(`${String(Math.round(seconds)).padStart(8)} s  ${program}`);
}
process.exit(status);
