// One build in a Node process of its own (forked by framework-floor.mjs for the floors and by
// side-by-side.mjs for two builds of the site), so no other build's requests or garbage share its
// heap. `kind` is "site" or "floor" (build-handler.mjs). Each message `{ paths, rounds, warmup,
// seed }` runs `warmup` untimed rounds, then `rounds` timed ones, each a request to every path in a
// shuffled order, and answers `{ status, samples }`: per path, the status and the CPU of each
// request in ms (this process's, garbage collection included, as render-cost.mjs counts the site's).
import { pathToFileURL } from "node:url";
import { buildHandler } from "./build-handler.mjs";
import { seededRandom, shuffled } from "./render-cost.mjs";

const [kind, buildFile, origin] = process.argv.slice(2);
const handle = buildHandler(kind, await import(pathToFileURL(buildFile).href));

async function timed(pathname) {
  const request = new Request(new URL(pathname, origin));
  const cpu = process.cpuUsage();
  const response = await handle(request);
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
