// `npm run lighthouse`: Lighthouse (mobile) on the production build, with Debian's Chromium.
// Prints each page's scores and pass/fail against the budgets; it does not fail the test run.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureChromium, CHROMIUM_PATH } from "./lib.mjs";
import { firstStoreProductPath, startMeasuredServer } from "./server-for-measuring.mjs";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8796);
const BUDGET = { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 };

ensureChromium();
const server = await startMeasuredServer(PORT);
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
  const product = await firstStoreProductPath(server.url, []);
  const pages = ["/", "/store", ...(product ? [product] : []), "/contact", "/product/funding-bundle"];
  const rows = [];
  for (const path of pages) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(BUDGET),
    });
    const categories = result.lhr.categories;
    const row = { page: path };
    let pass = true;
    for (const [name, min] of Object.entries(BUDGET)) {
      const score = categories[name]?.score ?? 0;
      row[name] = score.toFixed(2);
      if (score < min) pass = false;
    }
    row.budget = pass ? "pass" : "FAIL";
    rows.push(row);
    if (!pass) {
      const failing = Object.values(result.lhr.audits).filter(
        (a) =>
          a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual",
      );
      console.log(`\n${path} audits below 1:`, failing.map((a) => `${a.id} (${a.score})`).join(", "));
    }
  }
  console.log(
    `\nLighthouse, mobile (budgets: performance ≥ ${BUDGET.performance}, accessibility, best practices and SEO = 1)\n`,
  );
  console.table(rows);
} finally {
  await chrome.kill();
  server.stop();
}
