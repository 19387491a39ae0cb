import { beforeEach, describe, expect, it, vi } from "vitest";
import { OWNER_TIME_ZONE, PUBLIC_PAGES } from "~/content/site";
import { newSubmissionId, SOURCE_PAGE_FIELD, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";
import { dayIn } from "~/lib/time-zone";
import { OTHER_PAGE } from "~/lib/page-counts";
import { addDays, REPORT_PAGE_ROWS } from "~/lib/page-report";
import { readPageReport } from "~/services/counts/page-counts.server";
import { useTestApp } from "../support/harness/app";
import { textOf } from "../support/harness/html";
import { LEAD_CASES } from "../support/fixtures/lead-cases";
import { freshOwnerEachTest, ownerBrowser, signInOwnerAtAal2 } from "../support/harness/owner-browser";

/**
 * Page counts through the real pipeline on D1: a count per page per day of people's visits (bots,
 * prefetches, HEAD, data requests and the owner's own visits left out), the page a lead came from,
 * nothing about who, and pages served even when the counts cannot be written.
 */

// Local development: the owner signs up without a list or secret.
const app = useTestApp({ ENVIRONMENT: "development" });
freshOwnerEachTest(app, "page_counts", "leads");
// A Tuesday afternoon in New York, far from midnight and from any Money Moves Live session, at the
// start of an authenticator step: every count of a test falls on one day whatever the real date.
const NOW = new Date("2026-11-10T17:00:01Z");
const TODAY = "2026-11-10";

const PERSON =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "curl/8.5.0",
];
const PAGES = ["/", "/about", "/contact", "/money-moves-live", "/product/dominion-wealth-bundle"];

async function counts() {
  const { results } = await app.env.LEADS_DB.prepare(
    "SELECT day, path, kind, subject, count FROM page_counts ORDER BY path, kind, day",
  ).all<{ day: string; path: string; kind: string; subject: string; count: number }>();
  return results;
}

describe("page counts", () => {
  // Inside the describe: after freshOwnerEachTest has faked the clock (useFakeTimers({ toFake: ["Date"] })),
  // it is set to NOW.
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it("count each page's visits by people after 500 mixed requests, and nothing else", async () => {
    const owner = ownerBrowser(app, {}, { "User-Agent": PERSON });
    await signInOwnerAtAal2(owner);
    const expected = new Map<string, number>();
    const statuses: number[] = [];
    for (let i = 0; i < 500; i++) {
      const path = PAGES[Math.floor(i / 10) % PAGES.length];
      const kind = i % 10;
      let response: Response;
      if (kind < 4) {
        response = await app.fetch(`${path}?utm_source=n${i}`, { headers: { "User-Agent": PERSON } });
        expected.set(path, (expected.get(path) ?? 0) + 1);
      } else if (kind === 4) {
        response = await app.fetch(path, { headers: { "User-Agent": BOTS[i % BOTS.length] } });
      } else if (kind === 5) {
        response = await app.fetch(path, { headers: { "User-Agent": PERSON, "Sec-Purpose": "prefetch" } });
      } else if (kind === 6) {
        response = await app.fetch(path, { method: "HEAD", headers: { "User-Agent": PERSON } });
      } else if (kind === 7) {
        // The app's own navigation fetches a route's data, not a page.
        const route = path === "/" ? "routes/_index" : `routes/${path.slice(1).replace("/", ".")}`;
        response = await app.fetch(`${path}?_data=${encodeURIComponent(route)}`, {
          headers: { "User-Agent": PERSON },
        });
      } else if (kind === 8) {
        response = await owner.get(path);
      } else {
        response = await app.fetch(`/no-such-page-${i}`, { headers: { "User-Agent": PERSON } });
        expect(response.status).toBe(404);
        continue;
      }
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    await app.settle();

    const today = dayIn(OWNER_TIME_ZONE, new Date());
    expect(today).toBe(TODAY);
    expect(await counts()).toEqual(
      [...expected]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([path, count]) => ({ day: today, path, kind: "visit", subject: "", count })),
    );
    // 40 % of 500 requests were people's own page views.
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBe(200);

    // Her report shows the same numbers.
    const report = await owner.get("/owner/pages");
    expect(report.status).toBe(200);
    const text = textOf(await report.text());
    expect(text).toContain("Dominion Wealth Bundle");
    expect(text).toContain("/product/dominion-wealth-bundle");
  }, 300_000);

  it("record the page a lead came from: the form's hidden field, else the site's own Referer", async () => {
    const contact = LEAD_CASES.find((c) => c.id === "contact")!;
    const posted = await app.post(contact.action, {
      ...contact.post,
      [SUBMISSION_ID_FIELD]: newSubmissionId(),
      [SOURCE_PAGE_FIELD]: "/contact",
    });
    expect(posted.status).toBe(303);
    const fromReferer = await app.post(
      contact.action,
      { ...contact.post, email: "other@example.com", [SUBMISSION_ID_FIELD]: newSubmissionId() },
      { headers: { Referer: "http://localhost:8788/about?x=1" } },
    );
    expect(fromReferer.status).toBe(303);
    const elsewhere = await app.post(
      contact.action,
      {
        ...contact.post,
        email: "third@example.com",
        [SUBMISSION_ID_FIELD]: newSubmissionId(),
        [SOURCE_PAGE_FIELD]: "https://evil.example/x",
      },
      { headers: { Referer: "https://evil.example/about" } },
    );
    expect(elsewhere.status).toBe(303);
    await app.settle();
    expect((await counts()).map(({ path, kind, subject, count }) => ({ path, kind, subject, count }))).toEqual([
      { path: "/about", kind: "lead", subject: "Contact Page", count: 1 },
      { path: "/contact", kind: "lead", subject: "Contact Page", count: 1 },
    ]);
  });

  it("count 300 case spellings of a product's address, and a lead's, under the page's own path alone", async () => {
    const slug = "ai-marketing-suite";
    const letters = [...slug].map((c, i) => ({ c, i })).filter(({ c }) => /[a-z]/.test(c));
    // 300 different spellings: an odd multiplier visits every mask of the 16 letters once.
    const spelling = (n: number) => {
      const mask = (n * 40_503 + 1) & 0xffff;
      const chars = [...slug];
      letters.forEach(({ c, i }, bit) => {
        if (mask & (1 << bit)) chars[i] = c.toUpperCase();
      });
      return `/product/${chars.join("")}`;
    };
    const spellings = new Set(Array.from({ length: 300 }, (_, n) => spelling(n)));
    expect(spellings.size).toBe(300);
    for (const path of spellings) {
      const response = await app.fetch(path, { headers: { "User-Agent": PERSON } });
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    // A lead whose form names its page in another case, and one whose page is no page counted by name.
    const contact = LEAD_CASES.find((c) => c.id === "contact")!;
    for (const [from, email] of [
      ["/Product/AI-MARKETING-suite/", "a@example.com"],
      ["/product/no-such-product-1", "b@example.com"],
      ["/product/no-such-product-2", "c@example.com"],
    ]) {
      const posted = await app.post(contact.action, {
        ...contact.post,
        email,
        [SUBMISSION_ID_FIELD]: newSubmissionId(),
        [SOURCE_PAGE_FIELD]: from,
      });
      expect(posted.status).toBe(303);
    }
    await app.settle();
    expect(await counts()).toEqual([
      { day: TODAY, path: OTHER_PAGE, kind: "lead", subject: "Contact Page", count: 2 },
      { day: TODAY, path: `/product/${slug}`, kind: "lead", subject: "Contact Page", count: 1 },
      { day: TODAY, path: `/product/${slug}`, kind: "visit", subject: "", count: 300 },
    ]);
  }, 300_000);

  it("count a store product's page under the product's own id, and an unknown product's not at all", async () => {
    expect((await app.fetch("/product/demo-brand-tshirt", { headers: { "User-Agent": PERSON } })).status).toBe(200);
    expect((await app.fetch("/product/no-such-product", { headers: { "User-Agent": PERSON } })).status).toBe(404);
    await app.settle();
    expect(await counts()).toEqual([
      { day: TODAY, path: "/product/demo-brand-tshirt", kind: "visit", subject: "", count: 1 },
    ]);
  });

  it("add each day's counts into the last 7, the last 30 and the 30 before, busiest first", async () => {
    const row = (day: string, path: string, kind: string, subject: string, count: number) =>
      app.env.LEADS_DB.prepare("INSERT INTO page_counts (day, path, kind, subject, count) VALUES (?, ?, ?, ?, ?)").bind(
        day,
        path,
        kind,
        subject,
        count,
      );
    await app.env.LEADS_DB.batch([
      row(TODAY, "/about", "visit", "", 3),
      row(addDays(TODAY, -16), "/about", "visit", "", 2),
      row(addDays(TODAY, -47), "/about", "visit", "", 9),
      row(addDays(TODAY, -70), "/about", "visit", "", 100),
      row(addDays(TODAY, -1), "/", "visit", "", 10),
      row(addDays(TODAY, -1), "/", "lead", "contact", 1),
      row(addDays(TODAY, -1), "/", "checkout", "funding", 2),
      row(addDays(TODAY, -1), "/", "paid", "funding", 1),
      row(addDays(TODAY, -1), "(unknown page)", "checkout", "funding", 1),
      row(addDays(TODAY, -1), "(unknown page)", "paid", "funding", 1),
    ]);
    const report = await readPageReport(app.env.LEADS_DB, NOW);
    expect(report.pages.map((p) => p.path)).toEqual(["/", "/about"]);
    expect(report.pages[1]).toEqual({
      path: "/about",
      last7: { visits: 3, leads: 0, sales: 0 },
      last30: { visits: 5, leads: 0, sales: 0 },
      previous30: { visits: 9, leads: 0, sales: 0 },
    });
    expect(report.pages[0].last7).toEqual({ visits: 10, leads: 1, sales: 2 });
    // A checkout and a sale of a page not known count for their offer, and for no page.
    expect(report.offers).toEqual([{ offer: "funding", started7: 3, paid7: 2, started30: 3, paid30: 2 }]);
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toEqual({ day: TODAY, visits: 3, leads: 0 });
    expect(report.days.at(-2)).toEqual({ day: addDays(TODAY, -1), visits: 10, leads: 1 });
  });

  it("read a bounded report with 20,000 rows stored: /owner/pages under 100 KB, the busiest pages", async () => {
    // 20,000 rows over the 60 days the report reads: 334 paths a day, as junk spellings once made.
    await app.env.LEADS_DB.prepare(
      `INSERT INTO page_counts (day, path, kind, subject, count)
       WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 19999)
       SELECT date(?1, '-' || (i % 60) || ' days'), '/product/Junk-Spelling-' || i, 'visit', '', 1 + i % 5 FROM n`,
    )
      .bind(TODAY)
      .run();
    const stored = await app.env.LEADS_DB.prepare("SELECT COUNT(*) AS n FROM page_counts").first<{ n: number }>();
    expect(stored?.n).toBe(20_000);

    const owner = ownerBrowser(app, {}, { "User-Agent": PERSON });
    await signInOwnerAtAal2(owner);
    const report = await owner.get("/owner/pages");
    expect(report.status).toBe(200);
    const html = await report.text();
    expect(new TextEncoder().encode(html).byteLength).toBeLessThan(100_000);
    // The busiest pages only, each once in the table.
    expect(html.match(/data-testid="page-row"/g)).toHaveLength(REPORT_PAGE_ROWS);
    const summary = await owner.get("/owner");
    expect(summary.status).toBe(200);
    expect(new TextEncoder().encode(await summary.text()).byteLength).toBeLessThan(100_000);
  }, 120_000);

  it("keep 13 months of counts: the scheduled job removes older days", async () => {
    const row = (day: string) =>
      app.env.LEADS_DB.prepare(
        "INSERT INTO page_counts (day, path, kind, subject, count) VALUES (?, '/', 'visit', '', 1)",
      ).bind(day);
    await app.env.LEADS_DB.batch([row("2025-10-09"), row("2025-10-10"), row("2026-01-01"), row(TODAY)]);
    const report = await app.scheduled({ now: NOW });
    expect(report.cleanup.pageCounts).toBe(1);
    expect((await counts()).map((c) => c.day)).toEqual(["2025-10-10", "2026-01-01", TODAY]);
  });

  it("store no personal data: a day, a page, what happened, which form or offer, and a count", async () => {
    const { results } = await app.env.LEADS_DB.prepare("PRAGMA table_info(page_counts)").all<{ name: string }>();
    expect(results.map((column) => column.name)).toEqual(["day", "path", "kind", "subject", "count"]);
  });

  // Last: it drops the table.
  it("serve every page with 200 when the counts cannot be written", async () => {
    await app.env.LEADS_DB.prepare("DROP TABLE page_counts").run();
    for (const path of PUBLIC_PAGES) {
      const response = await app.fetch(path, { headers: { "User-Agent": PERSON } });
      expect(response.status, path).toBe(200);
    }
    await app.settle();
  }, 120_000);
});
