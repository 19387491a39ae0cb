// One build's page in a Node process of its own, for the cost split (cost-split.mjs): `warmup`
// untimed requests, then `timed` requests whose CPU gives the median (no profiler running), then
// `profiled` requests under V8's sampling profiler. Prints one JSON line: the status, the median CPU
// in ms and the profile. `kind` is "site" or "floor" (build-handler.mjs).
import { Session } from "node:inspector/promises";
import { pathToFileURL } from "node:url";
import { buildHandler } from "./build-handler.mjs";
import { median } from "./render-cost.mjs";

const [kind, buildFile, origin, pathname, warmup, timed, profiled, intervalMicros] = process.argv.slice(2);
const handle = buildHandler(kind, await import(pathToFileURL(buildFile).href));

async function request() {
  const response = await handle(new Request(new URL(pathname, origin)));
  await response.arrayBuffer();
  return response.status;
}

for (let i = 0; i < Number(warmup); i++) await request();
const cpu = [];
let status;
for (let i = 0; i < Number(timed); i++) {
  const before = process.cpuUsage();
  status = await request();
  const used = process.cpuUsage(before);
  cpu.push((used.user + used.system) / 1000);
}
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: Number(intervalMicros) });
await session.post("Profiler.start");
for (let i = 0; i < Number(profiled); i++) await request();
const { profile } = await session.post("Profiler.stop");
session.disconnect();
process.stdout.write(JSON.stringify({ status, cpuMs: median(cpu), profile }) + "\n");
