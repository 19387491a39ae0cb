import { describe, expect, it } from "vitest";
import { dayIn } from "~/lib/time-zone";
import { countedPath, countedVisit, sourcePage, storableHits, UNKNOWN_PAGE } from "~/lib/page-counts";
import { conversionRate, pageReport } from "~/lib/page-report";

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
  });
});

describe("the page a lead or checkout came from", () => {
  it("is the form's field when it names a page of the site, else this site's Referer", () => {
    expect(sourcePage("/buyer-inquiry", null, "https://example.com")).toBe("/buyer-inquiry");
    expect(sourcePage("", "https://example.com/about?x=1", "https://example.com")).toBe("/about");
    expect(sourcePage("//evil.example/a", "https://evil.example/about", "https://example.com")).toBe(null);
    expect(sourcePage("/owner/leads", null, "https://example.com")).toBe(null);
    expect(countedPath("/product/../owner")).toBe(null);
  });

  it("is not known for a path longer than the table keeps, however it is named", () => {
    const long = `/product/${"a".repeat(250)}`;
    expect(countedPath(long)).toBe(null);
    expect(sourcePage(long, `https://example.com${long}`, "https://example.com")).toBe(null);
    expect(countedPath(`/product/${"a".repeat(191)}`)).toBe(`/product/${"a".repeat(191)}`);
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
  it("adds each day's counts into the last 7, the last 30 and the 30 before, busiest first", () => {
    const today = "2026-11-26";
    const report = pageReport(
      [
        { day: "2026-11-26", path: "/about", kind: "visit", subject: "", count: 3 },
        { day: "2026-11-10", path: "/about", kind: "visit", subject: "", count: 2 },
        { day: "2026-10-10", path: "/about", kind: "visit", subject: "", count: 9 },
        { day: "2026-11-25", path: "/", kind: "visit", subject: "", count: 10 },
        { day: "2026-11-25", path: "/", kind: "lead", subject: "contact", count: 1 },
        { day: "2026-11-25", path: "/", kind: "checkout", subject: "funding", count: 2 },
        { day: "2026-11-25", path: "/", kind: "paid", subject: "funding", count: 1 },
        { day: "2026-11-25", path: UNKNOWN_PAGE, kind: "checkout", subject: "funding", count: 1 },
        { day: "2026-11-25", path: UNKNOWN_PAGE, kind: "paid", subject: "funding", count: 1 },
      ],
      today,
    );
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
    expect(report.days.at(-2)).toEqual({ day: "2026-11-25", visits: 10, leads: 1 });
    expect(conversionRate(report.pages[0].last7)).toBe("30%");
    expect(conversionRate({ visits: 0, leads: 0, sales: 0 })).toBe("—");
  });

  it("counts a day in the owner's zone", () => {
    expect(dayIn("America/New_York", new Date("2026-11-27T02:50:00Z"))).toBe("2026-11-26");
  });
});
