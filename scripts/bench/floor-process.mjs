// One framework floor app in a Node process of its own (forked by framework-floor.mjs), so none of
// the site's requests or garbage share its heap. Each message `{ paths, rounds, warmup, seed }` runs
// `warmup` untimed rounds, then `rounds` timed ones, each a request to every path in a shuffled
// order through Remix's own handler, and answers `{ status, samples }`: per path, the status and
// the CPU of each request in ms (this process's, garbage collection included, as the site's are
// counted in render-cost.mjs).
import { createRequestHandler } from "@remix-run/cloudflare";
import { pathToFileURL } from "node:url";
import { seededRandom, shuffled } from "./render-cost.mjs";

const [buildFile, origin] = process.argv.slice(2);
const handle = createRequestHandler(await import(pathToFileURL(buildFile).href), "production");
const context = { waitUntil() {}, passThroughOnException() {} };

async function timed(pathname) {
  const request = new Request(new URL(pathname, origin));
  const cpu = process.cpuUsage();
  const response = await handle(request, context);
  await response.arrayBuffer();
  const used = process.cpuUsage(cpu);
  return { status: response.status, cpu: (used.user + used.system) / 1000 };
}

process.on("message", async ({ paths, rounds, warmup, seed }) => {
  for (let i = 0; i < warmup; i++) for (const pathname of paths) await timed(pathname);
  const status = {};
  const samples = Object.fromEntries(paths.map((pathname) => [pathname, []]));
  const random = seededRandom(seed);
  for (let i = 0; i < rounds; i++) {
    for (const pathname of shuffled(paths, random)) {
      const result = await timed(pathname);
      status[pathname] = result.status;
      samples[pathname].push(result.cpu);
    }
  }
  process.send({ status, samples });
});
process.send({ ready: true });
