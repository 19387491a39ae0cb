import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { bin, DEVELOPMENT_VARS, portInUse, root } from "../../../scripts/lib.mjs";
import { seedBucket } from "../../../scripts/seed-downloads.mjs";
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
 * - State lives where `wrangler dev --persist-to <persistTo>` keeps it (`<persistTo>/v3/<kind>`):
 *   `wrangler d1 migrations apply` sets up its D1 database, and `openLocalD1(persistTo)` reads it.
 * - `scheduledTrigger(at)` (./scheduled-trigger.ts) runs the scheduled handler once, at that time.
 */
export interface WorkerServer {
  url: string;
  close(): Promise<void>;
}

export async function startWorkerServer(options: {
  port: number;
  /** A fresh folder: migrations/ are applied to its D1 database before the Worker starts. */
  persistTo: string;
  vars?: Record<string, string>;
  /** Put a sample file for every download into the R2 bucket (scripts/seed-downloads.mjs). */
  seedDownloads?: boolean;
}): Promise<WorkerServer> {
  const { port, persistTo, vars = {}, seedDownloads = false } = options;
  // A leftover server on the port would answer instead, with other bindings and data.
  if (await portInUse(port)) throw new Error(`Port ${port} is already in use: stop the other server first.`);
  // The bundle and the migrations are two wrangler runs of their own, side by side. When one fails
  // the other is stopped and waited for (a migrations run left behind was once seen holding 4 GB),
  // then the failed one's error (with its output) is thrown.
  const stop = new AbortController();
  let failure: unknown = null;
  const run = (args: string[]) =>
    wrangler(args, stop.signal).catch((error: unknown) => {
      if (!stop.signal.aborted) {
        failure = error;
        stop.abort();
      }
      return null;
    });
  const outdir = path.join(root, "tests/.tmp", `worker-bundle-${port}`);
  await Promise.all([
    run(["deploy", "--dry-run", "--outdir", outdir]),
    run(["d1", "migrations", "apply", "LEADS_DB", "--local", "--persist-to", persistTo]),
  ]);
  if (failure) throw failure;
  const script = path.join(outdir, "worker.js");
  // The bundle's one import on disk: photon's WebAssembly (a compiled module beside worker.js).
  const wasm = readdirSync(outdir)
    .filter((file) => file.endsWith(".wasm"))
    .map((file) => ({ type: "CompiledWasm" as const, path: path.join(outdir, file) }));
  // modulesRules find a Worker's imports on disk; the bundle names its own (above).
  const { modulesRules: _rules, ...workerOptions } = unstable_getMiniflareWorkerOptions(
    path.join(root, "wrangler.toml"),
  ).workerOptions;
  const state = (kind: string) => path.join(persistTo, "v3", kind);
  const miniflare = new Miniflare({
    ...workerOptions,
    name: WORKER_NAME,
    modulesRoot: outdir,
    modules: [{ type: "ESModule", path: script, contents: readFileSync(script, "utf8") }, ...wasm],
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
  if (seedDownloads) await seedBucket(await miniflare.getR2Bucket("DOWNLOADS"));
  return { url, close: () => miniflare.dispose() };
}

/**
 * Runs wrangler to its end (its output shows only when it fails).
 * `wrangler deploy --dry-run --outdir <dir>` writes the Worker as it would be uploaded, in one module.
 * Aborted, it is stopped (SIGTERM, which also ends the workerd its Miniflare started; SIGKILL if it
 * still runs 5 s later) and the promise rejects once it has ended.
 */
function wrangler(args: string[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin("wrangler"), args, {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NODE_ENV: "test" },
    });
    let output = "";
    let killer: NodeJS.Timeout | undefined;
    const stop = () => {
      child.kill("SIGTERM");
      killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    };
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", (error) => {
      signal.removeEventListener("abort", stop);
      clearTimeout(killer);
      reject(error);
    });
    child.once("close", (code, killedBy) => {
      signal.removeEventListener("abort", stop);
      clearTimeout(killer);
      if (code === 0) resolve();
      else if (signal.aborted) reject(new Error(`wrangler ${args.join(" ")} stopped: the other start-up run failed.`));
      else reject(new Error(`wrangler ${args.join(" ")} failed (exit ${code ?? killedBy}):\n${output}`));
    });
  });
}
