import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { bin, DEVELOPMENT_VARS, portInUse, root } from "../../../scripts/lib.mjs";
import { WORKER_NAME } from "./scheduled-trigger";

/**
 * The production build served by Miniflare (the one wrangler 3.114 ships) with no `wrangler dev`
 * in front: its local proxy now and then answered "Your worker restarted mid-request" to a post
 * the Worker never saw, which no visitor of the deployed site meets. Browsers talk to workerd
 * directly here.
 *
 * - The Worker is the bundle `wrangler deploy` would upload (`--dry-run --outdir`), so it is built
 *   exactly as deployed (nodejs_compat polyfills included).
 * - Its bindings are wrangler.toml's, read by wrangler itself (D1 LEADS_DB, R2 DOWNLOADS, the
 *   RATE_LIMITER ratelimit, ASSETS with run_worker_first, [vars]); `vars` go over the top, as
 *   `wrangler dev --var` does.
 * - State lives where `wrangler dev --persist-to <persistTo>` keeps it (`<persistTo>/v3/<kind>`),
 *   so `migrateLocalD1(persistTo)` and `openLocalD1(persistTo)` see the same database.
 * - `scheduledTrigger(at)` (./scheduled-trigger.ts) runs the scheduled handler once, at that time.
 */
export interface WorkerServer {
  url: string;
  close(): Promise<void>;
}

export async function startWorkerServer(options: {
  port: number;
  persistTo: string;
  vars?: Record<string, string>;
}): Promise<WorkerServer> {
  const { port, persistTo, vars = {} } = options;
  // A leftover server on the port would answer instead, with other bindings and data.
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use: stop the other server first.`);
  const script = bundleWorker(path.join(root, "tests/.tmp", `worker-bundle-${port}`));
  // modulesRules find a Worker's imports on disk; the bundle has none (its dynamic imports are inside it).
  const { modulesRules: _rules, ...workerOptions } = unstable_getMiniflareWorkerOptions(
    path.join(root, "wrangler.toml"),
  ).workerOptions;
  const state = (kind: string) => path.join(persistTo, "v3", kind);
  const miniflare = new Miniflare({
    ...workerOptions,
    name: WORKER_NAME,
    modules: [{ type: "ESModule", path: script, contents: readFileSync(script, "utf8") }],
    bindings: { ...workerOptions.bindings, ...DEVELOPMENT_VARS, ...vars },
    host: "127.0.0.1",
    port,
    // Miniflare's stand-in request.cf, rather than one fetched from the network at start.
    cf: false,
    d1Persist: state("d1"),
    r2Persist: state("r2"),
    kvPersist: state("kv"),
    cachePersist: state("cache"),
    durableObjectsPersist: state("do"),
    // Quiet, as the suite's output should be: Miniflare's own warnings and workerd's stderr (a
    // crash) show; the Worker's console output does not (a failed test shows what the visitor saw).
    log: new Log(LogLevel.WARN),
    handleRuntimeStdio(stdout, stderr) {
      stdout.resume();
      stderr.pipe(process.stderr);
    },
  });
  const url = (await miniflare.ready).toString().replace(/\/$/, "");
  return { url, close: () => miniflare.dispose() };
}

/** `wrangler deploy --dry-run --outdir`: the Worker as it would be uploaded, in one module. */
function bundleWorker(outdir: string): string {
  const result = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
  });
  if (result.status !== 0) {
    throw new Error(`wrangler deploy --dry-run failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return path.join(outdir, "worker.js");
}
