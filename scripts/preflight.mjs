// The go-live check: `npm run preflight` (and `npm run deploy` before it deploys).
// Lists what is still a placeholder in production and stops (exit 1) on what would break the
// site, one line each. The rules are app/lib/go-live.ts (unit-tested); this file only gathers
// their input: wrangler.toml's production vars and D1 id, the production secrets' names and the
// site profile (app/content/profile.ts).
//
// Secrets: read with `wrangler secret list --env production` (needs a network and a login);
// PREFLIGHT_SECRETS="NAME,NAME" names them instead, and --offline skips the lookup.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const offline = process.argv.includes("--offline");

/** The rules and the profile are TypeScript: esbuild (already installed with Remix) bundles them. */
async function loadRules() {
  const { build } = await import("esbuild");
  const dir = mkdtempSync(path.join(tmpdir(), "preflight-"));
  const outfile = path.join(dir, "rules.mjs");
  const app = path.join(root, "app");
  const tilde = {
    name: "tilde",
    setup(b) {
      b.onResolve({ filter: /^~\// }, (args) => {
        const base = path.join(app, args.path.slice(2));
        for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
          if (existsSync(candidate)) return { path: candidate };
        return { path: base };
      });
    },
  };
  try {
    await build({
      stdin: {
        contents: [
          'export { goLiveFindings, readTomlStrings } from "~/lib/go-live";',
          'export { siteProfile } from "~/content/profile";',
        ].join("\n"),
        resolveDir: root,
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "neutral",
      outfile,
      plugins: [tilde],
      logLevel: "error",
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function productionSecrets() {
  if (process.env.PREFLIGHT_SECRETS !== undefined)
    return process.env.PREFLIGHT_SECRETS.split(",")
      .map((name) => name.trim())
      .filter(Boolean);
  if (offline) return null;
  const wrangler = path.join(root, "node_modules", ".bin", "wrangler");
  const answer = spawnSync(wrangler, ["secret", "list", "--env", "production", "--format", "json"], {
    cwd: root,
    encoding: "utf8",
    timeout: 20_000,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (answer.status !== 0) return null;
  try {
    const list = JSON.parse(answer.stdout.slice(answer.stdout.indexOf("[")));
    return Array.isArray(list) ? list.map((s) => s.name).filter((n) => typeof n === "string") : null;
  } catch {
    return null;
  }
}

const { goLiveFindings, readTomlStrings, siteProfile } = await loadRules();
const toml = readTomlStrings(readFileSync(path.join(root, "wrangler.toml"), "utf8"));
const findings = goLiveFindings({
  vars: toml["env.production.vars"] ?? {},
  d1DatabaseId: toml["env.production.d1_databases"]?.database_id ?? null,
  secrets: productionSecrets(),
  profile: siteProfile,
});

const stops = findings.filter((f) => f.level === "stop");
const placeholders = findings.filter((f) => f.level === "placeholder");
console.log("Go-live check (production)");
for (const f of stops) console.log(`  STOP  ${f.message}`);
for (const f of placeholders) console.log(`  TODO  ${f.message}`);
if (findings.length === 0) console.log("  Nothing left to replace.");
console.log(
  stops.length > 0
    ? `\n${stops.length} problem(s) would break the site: not deploying. ${placeholders.length} placeholder(s) to replace.`
    : `\nNothing would break the site. ${placeholders.length} placeholder(s) to replace before launch.`,
);
process.exit(stops.length > 0 ? 1 : 0);
