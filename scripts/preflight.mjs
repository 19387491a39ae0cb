// The go-live check: `npm run preflight` (and `npm run deploy` before it deploys).
// One line per finding: STOP for what would break the live site or show something fake (sample
// testimonials, the drawn face, example.com or 555 contacts, a placeholder licence, no shop, a
// Stripe price that differs from the typed one), TODO for what is missing or was not checked.
// Exits 1 on any STOP. The rules are app/lib/go-live.ts (unit-tested; the owner's /owner checklist
// runs the same ones); this file only gathers their input and says where each part came from.
//
// Options (docs/operations.md, "The go-live check"):
//   --offline              no network: no wrangler, no Stripe (her saved values from PREFLIGHT_SITE_VALUES only)
//   --allow-placeholders   exit 0 despite what stays fake (printed as STAYS FAKE); never past what breaks the site
// Environment:
//   STRIPE_SECRET_KEY      compare each offer's Stripe price with its typed price (a read-only restricted key will do)
//   STRIPE_API_URL         another Stripe API origin (the tests' stand-in)
//   PREFLIGHT_SITE_VALUES  a JSON file of her saved values (`wrangler d1 execute … --json` output, or its rows)
//   PREFLIGHT_SECRETS      "NAME,NAME": the production secrets' names, instead of `wrangler secret list`
//   PREFLIGHT_WRANGLER_TOML  another wrangler.toml (the tests')
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const offline = process.argv.includes("--offline");
const allowPlaceholders = process.argv.includes("--allow-placeholders");
const wrangler = path.join(root, "node_modules", ".bin", "wrangler");
const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };

/** Her latest value of each section: the query app/services/site/site-content.server.ts runs. */
const LATEST_SQL =
  "SELECT section, value, id FROM site_versions WHERE id IN (SELECT MAX(id) FROM site_versions GROUP BY section)";

/** The rules and the content are TypeScript: esbuild (already installed with Remix) bundles them. */
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
          'export { goLiveFindings, offerPriceIds, priceFromStripeAnswer, priceIdsFromVars, readTomlStrings } from "~/lib/go-live";',
          'export { overridesFromRows } from "~/lib/site-sections";',
          'export { profileDefaults } from "~/lib/site-profile";',
        ].join("\n"),
        resolveDir: root,
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "neutral",
      // A package the rules use (memoize-one) names its files the usual way.
      mainFields: ["module", "main"],
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
  const answer = spawnSync(wrangler, ["secret", "list", "--env", "production", "--format", "json"], {
    cwd: root,
    encoding: "utf8",
    timeout: 20_000,
    env: wranglerEnv,
  });
  if (answer.status !== 0) return null;
  try {
    const list = JSON.parse(answer.stdout.slice(answer.stdout.indexOf("[")));
    return Array.isArray(list) ? list.map((s) => s.name).filter((n) => typeof n === "string") : null;
  } catch {
    return null;
  }
}

/** The rows of `wrangler d1 execute --json` output ([{ results: [...] }]) or of a plain array of rows. */
function rowsOf(json) {
  const list = Array.isArray(json) ? json : [json];
  return list.flatMap((entry) =>
    entry && Array.isArray(entry.results) ? entry.results : entry && typeof entry.section === "string" ? [entry] : [],
  );
}

/**
 * Her saved values and where they came from: the file named by PREFLIGHT_SITE_VALUES, else
 * production D1 read with wrangler (a login and a network), else none (the defaults are checked,
 * and the check says so: a value she saved may already have replaced a placeholder).
 */
function siteValues(d1Ready) {
  const file = process.env.PREFLIGHT_SITE_VALUES;
  if (file) return { rows: rowsOf(JSON.parse(readFileSync(file, "utf8"))), source: `her saved values from ${file}` };
  const notRead = (why) => ({
    rows: [],
    source: `app/content's defaults only: her saved values were NOT read (${why}). Log in (npx wrangler login) and run again, or pass PREFLIGHT_SITE_VALUES`,
  });
  if (offline) return notRead("--offline");
  if (!d1Ready) return notRead("no production D1 database yet");
  const answer = spawnSync(
    wrangler,
    ["d1", "execute", "LEADS_DB", "--env", "production", "--remote", "--json", "--command", LATEST_SQL],
    { cwd: root, encoding: "utf8", timeout: 30_000, env: wranglerEnv },
  );
  if (answer.status !== 0) return notRead("wrangler could not read production D1: offline or not logged in");
  try {
    return {
      rows: rowsOf(JSON.parse(answer.stdout.slice(answer.stdout.indexOf("[")))),
      source: "her saved values, read from production D1",
    };
  } catch {
    return notRead("wrangler's answer was not JSON");
  }
}

/** Each offer's Stripe price, or why they were not compared. */
async function stripePrices(priced, priceFromStripeAnswer) {
  const key = process.env.STRIPE_SECRET_KEY?.trim();
  if (priced.length === 0) return { compared: true, prices: [] };
  if (offline) return { compared: false, why: "--offline" };
  if (!key)
    return {
      compared: false,
      why: "no STRIPE_SECRET_KEY in this shell; run STRIPE_SECRET_KEY=rk_live_… npm run preflight (a restricted key that reads prices is enough)",
    };
  const api = (process.env.STRIPE_API_URL || "https://api.stripe.com").replace(/\/$/, "");
  const prices = await Promise.all(
    priced.map(async ({ offer, priceId }) => {
      try {
        const response = await fetch(`${api}/v1/prices/${encodeURIComponent(priceId)}`, {
          headers: { Authorization: `Bearer ${key}` },
          signal: AbortSignal.timeout(15_000),
        });
        if (response.status === 404) return { offer, priceId, price: "missing" };
        if (!response.ok) return { offer, priceId, price: "unreadable" };
        return { offer, priceId, price: priceFromStripeAnswer(await response.json()) ?? "unreadable" };
      } catch {
        return { offer, priceId, price: "unreadable" };
      }
    }),
  );
  return { compared: true, prices };
}

const rules = await loadRules();
const toml = rules.readTomlStrings(
  readFileSync(process.env.PREFLIGHT_WRANGLER_TOML || path.join(root, "wrangler.toml"), "utf8"),
);
const vars = toml["env.production.vars"] ?? {};
const d1DatabaseId = toml["env.production.d1_databases"]?.database_id ?? null;
const values = siteValues(d1DatabaseId !== null && !/^[0-]+$/.test(d1DatabaseId));
const overrides = rules.overridesFromRows(values.rows);
const findings = rules.goLiveFindings({
  vars,
  d1DatabaseId,
  secrets: productionSecrets(),
  profile: rules.profileDefaults(),
  samples: rules.profileDefaults().testimonials,
  overrides,
  prices: await stripePrices(
    rules.offerPriceIds(rules.priceIdsFromVars(vars), overrides.offers),
    rules.priceFromStripeAnswer,
  ),
});

const breaks = findings.filter((f) => f.level === "stop" && !f.item);
const fakes = findings.filter((f) => f.level === "stop" && f.item);
const todos = findings.filter((f) => f.level === "placeholder");
const passFakes = allowPlaceholders && fakes.length > 0;
console.log("Go-live check (production)");
console.log(`Checked: ${values.source}.`);
for (const f of breaks) console.log(`STOP  ${f.message}`);
for (const f of fakes) console.log(`${passFakes ? "STAYS FAKE" : "STOP"}  ${f.message}`);
for (const f of todos) console.log(`TODO  ${f.message}`);
if (findings.length === 0) console.log("Nothing left to replace.");
const stopped = breaks.length > 0 || (fakes.length > 0 && !allowPlaceholders);
if (stopped)
  console.log(
    `\nNot deploying: ${breaks.length} problem(s) would break the site, ${fakes.length} thing(s) would show fake.` +
      (breaks.length === 0 ? " --allow-placeholders deploys anyway." : ""),
  );
else if (passFakes)
  console.log(`\n--allow-placeholders: deploying with ${fakes.length} thing(s) that stay fake (above).`);
else console.log(`\nNothing would break the site or show fake. ${todos.length} thing(s) to do.`);
process.exit(stopped ? 1 : 0);
