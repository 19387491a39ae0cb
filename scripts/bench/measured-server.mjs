// Builds and starts the production server on its own port and D1 state, for the bench and
// Lighthouse runs. Returns { url, stop }.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, ensureDependencies, migrateLocalD1, startServer } from "../lib.mjs";

export async function startMeasuredServer(port) {
  ensureDependencies();
  build();
  const state = mkdtempSync(path.join(tmpdir(), "site-measure-"));
  migrateLocalD1(state);
  const server = await startServer({ port, persistTo: state, vars: { RATE_LIMIT: "off" }, quiet: true });
  return {
    url: server.url,
    stop() {
      server.child.kill();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/** The first store product's URL, read from the /store page the way a visitor finds it. */
export async function firstStoreProductPath(url, salesPages) {
  const html = await (await fetch(`${url}/store`)).text();
  const paths = [...html.matchAll(/href="(\/product\/[^"#?]+)"/g)].map((m) => m[1]);
  return paths.find((p) => !salesPages.includes(p)) ?? null;
}
