// `npm run lighthouse`: Lighthouse mobile (simulated slow 4G, 4× CPU) on the production build, with
// Debian's Chromium. For each page it measures the real page and its no-script floor: the same
// HTML with every <script> and modulepreload removed. Both go through the same local proxy (each
// answer buffered, compressed as Cloudflare's edge compresses text, then sent), three runs each in
// turns, and it prints the medians and the LCP ratio against the goals. It reports; it never fails
// the test run.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import http from "node:http";
import { gzipSync } from "node:zlib";
import { ensureChromium, CHROMIUM_PATH } from "../lib.mjs";
import { firstStoreProductPath, startMeasuredServer } from "./measured-server.mjs";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8796);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOAL = { performance: 0.95, lcpRatio: 1.25 };
const OTHER_BUDGETS = ["accessibility", "best-practices", "seo"]; // each must be 1
const SALES_PAGE = "/product/dominion-wealth-bundle";
const OWNER_PAGE = "/owner/sign-in";

/** The document without its scripts: what a visitor without JavaScript gets, byte for byte otherwise. */
function stripScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** Text Cloudflare compresses on the way out (wrangler's local server sends it as is). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A proxy in front of the server; `strip` removes the scripts from HTML answers. Both kinds
 * buffer the whole answer before sending it, so the real page and its floor travel the same path,
 * and gzip text for a browser that accepts it, as production does: otherwise the simulated slow
 * network would weigh every page, and the floor, by bytes no visitor downloads.
 */
function startProxy(target, strip) {
  const server = http.createServer(async (req, res) => {
    try {
      const upstream = await fetch(new URL(req.url, target), {
        method: req.method,
        headers: { "user-agent": req.headers["user-agent"] ?? "", accept: req.headers.accept ?? "*/*" },
        redirect: "manual",
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name),
        ),
      );
      const type = upstream.headers.get("content-type") ?? "";
      if (strip && type.startsWith("text/html")) body = Buffer.from(stripScripts(body.toString("utf8")));
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
      }
      res.writeHead(upstream.status, { ...headers, "content-length": body.length });
      res.end(body);
    } catch (error) {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${server.address().port}`, server })),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function audit(url, port, categories) {
  const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

ensureChromium();
const server = await startMeasuredServer(PORT);
const real = await startProxy(server.url, false);
const floor = await startProxy(server.url, true);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const product = await firstStoreProductPath(server.url, [SALES_PAGE]);
  const pages = ["/", "/store", ...(product ? [product] : []), "/contact", "/money-moves-live", SALES_PAGE];
  const owner = await fetch(`${server.url}${OWNER_PAGE}`, { redirect: "manual" });
  if (owner.status === 200) pages.push(OWNER_PAGE);
  else console.log(`\n${OWNER_PAGE} answers ${owner.status}: no owner page to measure.`);

  const samples = new Map(pages.map((path) => [path, { real: [], floor: [] }]));
  for (let run = 1; run <= RUNS; run++) {
    for (const path of pages) {
      for (const [kind, proxy] of [
        ["real", real],
        ["floor", floor],
      ]) {
        const lhr = await audit(`${proxy.url}${path}`, chrome.port, ["performance"]);
        samples.get(path)[kind].push({
          performance: lhr.categories.performance.score,
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          fcp: lhr.audits["first-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
        });
      }
      process.stdout.write(".");
    }
  }

  const rows = [];
  for (const [path, { real: r, floor: f }] of samples) {
    const m = (list, key) => median(list.map((s) => s[key]));
    const ratio = m(r, "lcp") / m(f, "lcp");
    const performance = m(r, "performance");
    rows.push({
      page: path,
      performance: performance.toFixed(2),
      "floor perf": m(f, "performance").toFixed(2),
      LCP: seconds(m(r, "lcp")),
      "floor LCP": seconds(m(f, "lcp")),
      "LCP ratio": `${ratio.toFixed(2)}×`,
      FCP: seconds(m(r, "fcp")),
      "floor FCP": seconds(m(f, "fcp")),
      TBT: `${Math.round(m(r, "tbt"))} ms`,
      goals: performance >= GOAL.performance && ratio <= GOAL.lcpRatio ? "pass" : "FAIL",
    });
  }
  console.log(
    `\n\nLighthouse mobile (simulated slow 4G, 4× CPU), medians of ${RUNS} runs each, real page and no-script floor in turns.` +
      `\nGoals: performance ≥ ${GOAL.performance} and LCP ≤ ${GOAL.lcpRatio}× the floor's.\n`,
  );
  console.table(rows);

  // Accessibility, best practices and SEO do not vary with the machine's load: one run each.
  const budgetRows = [];
  for (const path of pages) {
    const lhr = await audit(`${real.url}${path}`, chrome.port, OTHER_BUDGETS);
    const row = { page: path };
    for (const name of OTHER_BUDGETS) row[name] = (lhr.categories[name]?.score ?? 0).toFixed(2);
    // The owner's pages are noindex on purpose: SEO's "is crawlable" cannot pass there.
    const budgets = path === OWNER_PAGE ? OTHER_BUDGETS.filter((name) => name !== "seo") : OTHER_BUDGETS;
    const failing = budgets.filter((name) => (lhr.categories[name]?.score ?? 0) < 1);
    row.budget = failing.length ? "FAIL" : "pass";
    budgetRows.push(row);
    if (failing.length) {
      const audits = Object.values(lhr.audits).filter(
        (a) =>
          a.score !== null && a.score < 1 && !["informative", "manual", "notApplicable"].includes(a.scoreDisplayMode),
      );
      console.log(`${path} audits below 1:`, audits.map((a) => `${a.id} (${a.score})`).join(", "));
    }
  }
  console.log("\nAccessibility, best practices and SEO (each must be 1; SEO not on the noindex owner page)\n");
  console.table(budgetRows);
} finally {
  await chrome.kill();
  real.server.close();
  floor.server.close();
  server.stop();
}
