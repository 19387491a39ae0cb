import { describe, expect, it } from "vitest";
import { OWNER_TIME_ZONE, PUBLIC_PAGES } from "~/content/site";
import { newSubmissionId, SOURCE_PAGE_FIELD, SUBMISSION_ID_FIELD } from "~/lib/lead-submission";
import { dayIn } from "~/lib/time-zone";
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
    "SELECT day, path, kind, subject, count FROM page_counts ORDER BY path, kind",
  ).all<{ day: string; path: string; kind: string; subject: string; count: number }>();
  return results;
}

describe("page counts", () => {
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
