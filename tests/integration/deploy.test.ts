// The deploy, checked offline: `wrangler deploy --dry-run` validates wrangler.toml as a real deploy
// does and bundles the Worker, for the top level and every [env.*] the file declares. A binding,
// var or route that only Cloudflare would refuse fails here first.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { parse } from "smol-toml";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const wrangler = path.join(root, "node_modules/.bin/wrangler");
const config = parse(readFileSync(path.join(root, "wrangler.toml"), "utf8")) as WranglerConfig;

interface WranglerConfig {
  name?: string;
  main?: string;
  vars?: Record<string, unknown>;
  triggers?: { crons?: string[] };
  assets?: { directory?: string; binding?: string; run_worker_first?: boolean };
  d1_databases?: Array<{ binding: string; database_id: string }>;
  r2_buckets?: Array<{ binding: string; bucket_name: string }>;
  env?: Record<string, WranglerConfig>;
}

/** The Workers Free plan's limit on a Worker's size after compression. */
const FREE_PLAN_GZIP_BYTES = 3 * 1024 * 1024;

/** What the production Worker must be bound to (the README's "Deploy" section lists the same). */
const PRODUCTION_BINDINGS = [
  "- D1 Databases:\n  - LEADS_DB: leads",
  "- R2 Buckets:\n  - DOWNLOADS: downloads",
  "- ratelimit: RATE_LIMITER",
];
const CRON = "*/5 * * * *";

/** Warnings a real deploy prints and goes on: wrangler 4's notice (it needs Node 22) and the ratelimit binding's form. */
const HARMLESS_WARNINGS = [
  /The version of Wrangler you are using is now out-of-date/,
  /"unsafe" fields are experimental/,
];

/** Names that are secrets: set with `wrangler secret put`, never written in wrangler.toml. */
const SECRET_NAMES = [
  "SESSION_SECRET",
  "SUPABASE_ANON_KEY",
  "SUPABASE_SERVICE_ROLE_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "RESEND_API_KEY",
  "RESEND_WEBHOOK_SECRET",
  "OWNER_SETUP_SECRET",
];
/** What a secret's value looks like: Stripe and Resend keys, webhook secrets, JWTs (Supabase keys). */
const SECRET_VALUE =
  /\b(sk|rk)_(live|test)_[A-Za-z0-9]{8,}|\bwhsec_[A-Za-z0-9]{8,}|\bre_[A-Za-z0-9]{8,}_[A-Za-z0-9]{8,}|\beyJ[A-Za-z0-9_-]{10,}\.eyJ/;

const environments: Array<{ name: string | null; settings: WranglerConfig }> = [
  { name: null, settings: config },
  ...Object.entries(config.env ?? {}).map(([name, settings]) => ({ name, settings })),
];

const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

async function dryRun(env: string | null) {
  const outdir = mkdtempSync(path.join(tmpdir(), "deploy-dry-run-"));
  outdirs.push(outdir);
  const args = ["deploy", "--dry-run", "--outdir", outdir, ...(env ? ["--env", env] : [])];
  const { stdout, stderr } = await promisify(execFile)(wrangler, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  return { output: stripColour(stdout + stderr), outdir };
}

function stripColour(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

/** Each "▲ [WARNING] …" block of wrangler's output, with its indented lines. */
function warnings(output: string): string[] {
  return output.split(/\n(?=▲ \[WARNING\]|✘ \[ERROR\])/).filter((block) => /^(▲ \[WARNING\]|✘ \[ERROR\])/.test(block));
}

/** The file names below `dir`, recursively. */
function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesIn(file) : [file];
  });
}

/** A setting of this environment, or the top level's where it inherits (wrangler's inheritable keys). */
function effective<K extends keyof WranglerConfig>(settings: WranglerConfig, key: K): WranglerConfig[K] {
  return settings[key] ?? config[key];
}

describe.each(environments)("wrangler deploy --dry-run, environment $name", ({ name, settings }) => {
  it("validates, bundles and binds everything production needs, with no warning that matters", async () => {
    const { output, outdir } = await dryRun(name);
    expect(output).not.toContain("[ERROR]");
    const unexpected = warnings(output).filter((block) => !HARMLESS_WARNINGS.some((rule) => rule.test(block)));
    expect(unexpected).toEqual([]);
    for (const binding of PRODUCTION_BINDINGS) expect(output).toContain(binding);
    expect(output).toContain("--dry-run: exiting now.");

    const bundle = readFileSync(path.join(outdir, "worker.js"));
    // What is uploaded: the Worker and its modules beside it (photon's WebAssembly).
    const modules = readdirSync(outdir).filter((file) => file === "worker.js" || file.endsWith(".wasm"));
    expect(modules.some((file) => file.endsWith(".wasm"))).toBe(true);
    const gzipped = modules.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outdir, file))).byteLength, 0);
    expect(gzipped).toBeLessThan(FREE_PLAN_GZIP_BYTES);
    expect(bundle.toString("utf8")).not.toMatch(SECRET_VALUE);
  });

  it("serves public/ through the Worker, runs the scheduled job, and says production", () => {
    expect(config.main).toBe("app/server/worker.ts");
    expect(config.assets).toEqual({ directory: "./public", binding: "ASSETS", run_worker_first: true });
    expect(effective(settings, "triggers")?.crons).toEqual([CRON]);
    // Not inherited by an [env.*]: each must say it, or the Worker there would run as development.
    expect(settings.vars?.ENVIRONMENT).toBe("production");
    expect(settings.vars?.RATE_LIMIT).toBeUndefined();
  });

  it("holds no secret: no secret's name among the vars, no secret's value anywhere", () => {
    for (const secret of SECRET_NAMES) expect(Object.keys(settings.vars ?? {})).not.toContain(secret);
    expect(readFileSync(path.join(root, "wrangler.toml"), "utf8")).not.toMatch(SECRET_VALUE);
  });
});

describe("the browser bundle", () => {
  it("carries no secret's value", () => {
    for (const file of filesIn(path.join(root, "public/build"))) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(SECRET_VALUE);
    }
  });

  it("holds only the framework's packages: the server's libraries (calendar files, Stripe, Supabase, validation, CSV) stay on the server", () => {
    const metafile = JSON.parse(readFileSync(path.join(root, "build/metafile.js.json"), "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const packages = new Set<string>();
    for (const output of Object.values(metafile.outputs)) {
      for (const input of Object.keys(output.inputs)) {
        const [scope, name] = input.split("node_modules/").slice(1).pop()?.split("/") ?? [];
        if (scope) packages.add(scope.startsWith("@") ? `${scope}/${name}` : scope);
      }
    }
    const framework = /^(react|react-dom|scheduler|react-router|react-router-dom|turbo-stream|@remix-run\/.+)$/;
    expect([...packages].filter((name) => !framework.test(name))).toEqual([]);
  });
});
