// One build in a Node process of its own (forked through build-child.mjs for the floors, for
// side-by-side.mjs's two builds of the site and for cost-split.mjs's profiles), so no other
// build's requests or garbage share its heap. `kind` is "site" (the project's request pipeline with
// the bench's bindings, as render-cost.mjs runs it) or "floor" (a framework floor app through
// Remix's own request handler). Each message `{ paths, rounds, warmup, seed, profileInterval }` runs
// `warmup` untimed rounds, then `rounds` timed ones, each a request to every path in a shuffled
// order, and answers `{ status, samples }`: per path, the status and the CPU of each request in ms
// (this process's, garbage collection included, as render-cost.mjs counts the site's). With
// `profileInterval` (µs) the timed rounds run under V8's sampling profiler, and `profile` comes too.
import { createRequestHandler } from "@remix-run/cloudflare";
import { Session } from "node:inspector/promises";
import { pathToFileURL } from "node:url";
import { CONTEXT, ENV, loadBuild, seededRandom, shuffled } from "./render-cost.mjs";

const [kind, buildFile, origin] = process.argv.slice(2);

async function requestHandler() {
  if (kind === "site") {
    const site = await loadBuild(buildFile);
    return (request) => site.fetch(request, ENV);
  }
  const handle = createRequestHandler(await import(pathToFileURL(buildFile).href), "production");
  return (request) => handle(request, CONTEXT);
}
const handle = await requestHandler();

async function timed(pathname) {
  const request = new Request(new URL(pathname, origin));
  const cpu = process.cpuUsage();
  const response = await handle(request);
  await response.arrayBuffer();
  const used = process.cpuUsage(cpu);
  return { status: response.status, cpu: (used.user + used.system) / 1000 };
}

/** Runs `work` under V8's sampling profiler; answers the profile. */
async function profiled(intervalMicros, work) {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: intervalMicros });
  await session.post("Profiler.start");
  await work();
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();
  return profile;
}

process.on("message", async ({ paths, rounds, warmup, seed, profileInterval }) => {
  for (let i = 0; i < warmup; i++) for (const pathname of paths) await timed(pathname);
  const status = {};
  const samples = Object.fromEntries(paths.map((pathname) => [pathname, []]));
  const random = seededRandom(seed);
  async function timedRounds() {
    for (let i = 0; i < rounds; i++) {
      for (const pathname of shuffled(paths, random)) {
        const result = await timed(pathname);
        status[pathname] = result.status;
        samples[pathname].push(result.cpu);
      }
    }
  }
  let profile;
  if (profileInterval) profile = await profiled(profileInterval, timedRounds);
  else await timedRounds();
  process.send({ status, samples, profile });
});
process.send({ ready: true });
