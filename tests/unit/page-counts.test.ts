import { describe, expect, it } from "vitest";
import { dayIn } from "~/lib/time-zone";
import {
  countedPath,
  countedVisit,
  firstKeptDay,
  OTHER_PAGE,
  sourcePage,
  storableHits,
  UNKNOWN_PAGE,
} from "~/lib/page-counts";
import { conversionRate, pageReport, REPORT_PAGE_ROWS } from "~/lib/page-report";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const page = (path: string, headers: Record<string, string> = {}, method = "GET") => ({
  method,
  url: `https://example.com${path}`,
  headers: new Headers({ "User-Agent": PHONE, ...headers }),
});
const HTML = "text/html; charset=utf-8";

describe("what is counted as a visit", () => {
  it("counts a person's GET of a public page, by its path alone", () => {
    expect(countedVisit(page("/about?utm_source=x"), 200, HTML)).toBe("/about");
    expect(countedVisit(page("/product/dominion-wealth-bundle/"), 200, HTML)).toBe("/product/dominion-wealth-bundle");
  });

  it("skips bots, prefetches, HEAD, data requests, errors, other types and the owner's browser", () => {
    expect(
      countedVisit(page("/", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), 200, HTML),
    ).toBe(null);
    expect(countedVisit(page("/", { "User-Agent": "" }), 200, HTML)).toBe(null);
    expect(countedVisit(page("/", { "Sec-Purpose": "prefetch" }), 200, HTML)).toBe(null);
    expect(countedVisit(page("/", { Purpose: "prefetch" }), 200, HTML)).toBe(null);
    expect(countedVisit(page("/", {}, "HEAD"), 200, HTML)).toBe(null);
    expect(countedVisit(page("/about?_data=routes%2Fabout"), 200, "application/json")).toBe(null);
    expect(countedVisit(page("/nowhere"), 404, HTML)).toBe(null);
    expect(countedVisit(page("/sitemap.xml"), 200, "application/xml")).toBe(null);
    expect(countedVisit(page("/", { Cookie: "a=b; __owner_here=1" }), 200, HTML)).toBe(null);
    expect(countedVisit(page("/owner"), 200, HTML)).toBe(null);
    expect(countedVisit(page("/cart"), 200, HTML)).toBe(null);
    expect(countedVisit(page("/CART"), 200, HTML)).toBe(null);
    expect(countedVisit(page("/Owner/pages"), 200, HTML)).toBe(null);
  });

  it("counts a page under its route's own path, lower case, whatever case the address had", () => {
    expect(countedVisit(page("/product/AI-Marketing-Suite"), 200, HTML)).toBe("/product/ai-marketing-suite");
    expect(countedVisit(page("/ABOUT/"), 200, HTML)).toBe("/about");
    // A store product's page: only its route knows the product exists, and names it by its own id.
    expect(countedVisit(page("/product/Demo-Tee"), 200, HTML, "/product/demo-tee")).toBe("/product/demo-tee");
    expect(countedVisit(page("/product/Demo-Tee"), 404, HTML, "/product/demo-tee")).toBe(null);
  });

  it("counts any other page a person opens under one row, whatever its path", () => {
    expect(countedVisit(page("/unsubscribe?t=1"), 200, HTML)).toBe(OTHER_PAGE);
    expect(countedVisit(page("/product/anything-at-all"), 200, HTML)).toBe(OTHER_PAGE);
    expect(countedVisit(page(`/x/${"a".repeat(300)}`), 200, HTML)).toBe(null);
  });
});

describe("the page a lead or checkout came from", () => {
  it("is the form's field when it names a page of the site, else this site's Referer", () => {
    expect(sourcePage("/buyer-inquiry", null, "https://example.com")).toBe("/buyer-inquiry");
    expect(sourcePage("", "https://example.com/about?x=1", "https://example.com")).toBe("/about");
    expect(sourcePage("//evil.example/a", "https://evil.example/about", "https://example.com")).toBe(null);
    expect(sourcePage("/owner/leads", null, "https://example.com")).toBe(null);
    expect(countedPath("/product/../owner")).toBe(null);
    expect(sourcePage("/Product/Funding-Bundle?x=1", null, "https://example.com")).toBe("/product/funding-bundle");
    // A page of the site not counted by name (a store product's, whose existence only its route knows).
    expect(sourcePage("/product/made-up-123", null, "https://example.com")).toBe(OTHER_PAGE);
    expect(sourcePage("", "https://example.com/product/Made-Up", "https://example.com")).toBe(OTHER_PAGE);
    expect(sourcePage("/CART", null, "https://example.com")).toBe(null);
  });

  it("is not known for a path longer than the table keeps, however it is named", () => {
    const long = `/product/${"a".repeat(250)}`;
    expect(countedPath(long)).toBe(null);
    expect(sourcePage(long, `https://example.com${long}`, "https://example.com")).toBe(null);
    expect(sourcePage(`/product/${"a".repeat(191)}`, null, "https://example.com")).toBe(OTHER_PAGE);
  });
});

describe("what the table keeps", () => {
  it("skips a hit its CHECKs would refuse, and keeps every other", () => {
    const day = "2026-11-26";
    const fine = [
      { day, path: "/about", kind: "visit" as const, subject: "" },
      { day, path: UNKNOWN_PAGE, kind: "checkout" as const, subject: "funding-bundle" },
    ];
    const unfit = [
      { day, path: "", kind: "checkout" as const, subject: "funding-bundle" },
      { day, path: `/${"a".repeat(200)}`, kind: "visit" as const, subject: "" },
      { day, path: "/", kind: "lead" as const, subject: "x".repeat(101) },
      { day: "2026-11-2", path: "/", kind: "visit" as const, subject: "" },
    ];
    expect(storableHits([unfit[0], fine[0], unfit[1], unfit[2], fine[1], unfit[3]])).toEqual({
      kept: fine,
      skipped: unfit,
    });
  });
});

describe("the owner's report", () => {
  it("shows the busiest pages first, at most REPORT_PAGE_ROWS, and every one of the last 30 days", () => {
    const today = "2026-11-26";
    const windows = (visits: number, leads = 0, sales = 0) => ({
      last7: { visits, leads, sales },
      last30: { visits, leads, sales },
      previous30: { visits: 0, leads: 0, sales: 0 },
    });
    const many = Array.from({ length: REPORT_PAGE_ROWS + 10 }, (_, i) => ({ path: `/p${i}`, ...windows(1) }));
    const report = pageReport(
      {
        pages: [...many, { path: "/about", ...windows(5) }, { path: "/", ...windows(5, 1, 2) }],
        offers: [
          { offer: "b", started7: 1, paid7: 0, started30: 1, paid30: 0 },
          { offer: "a", started7: 3, paid7: 2, started30: 3, paid30: 2 },
        ],
        days: [{ day: "2026-11-25", visits: 10, leads: 1 }],
      },
      today,
    );
    expect(report.pages).toHaveLength(REPORT_PAGE_ROWS);
    expect(report.pages.slice(0, 3).map((p) => p.path)).toEqual(["/", "/about", "/p0"]);
    expect(report.offers.map((o) => o.offer)).toEqual(["a", "b"]);
    expect(report.days).toHaveLength(30);
    expect(report.days[0]).toEqual({ day: "2026-10-28", visits: 0, leads: 0 });
    expect(report.days.at(-2)).toEqual({ day: "2026-11-25", visits: 10, leads: 1 });
    expect(conversionRate(report.pages[0].last7)).toBe("60%");
    expect(conversionRate({ visits: 0, leads: 0, sales: 0 })).toBe("—");
  });

  it("keeps 13 months of days", () => {
    expect(firstKeptDay("2026-11-26")).toBe("2025-10-26");
    expect(firstKeptDay("2026-01-05")).toBe("2024-12-05");
    expect(firstKeptDay("2027-03-31")).toBe("2026-02-28");
  });

  it("counts a day in the owner's zone", () => {
    expect(dayIn("America/New_York", new Date("2026-11-27T02:50:00Z"))).toBe("2026-11-26");
  });
});
