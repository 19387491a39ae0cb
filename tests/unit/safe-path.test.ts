import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safePathUnder, safeReturnPath } from "~/lib/safe-path";

/**
 * The site's one redirect rule, attacked with generated paths: pieces that a URL parser or a
 * browser normalises (dot segments, doubled slashes, backslashes, tabs, newlines, percent-encodings)
 * in any order. Whatever comes in, what comes out is the fallback or a path a browser resolves on
 * this site, the same path after it is judged again.
 */

const SITE = "https://shop.example";
const PIECES = [
  "/",
  "//",
  "\\",
  "/\\",
  ".",
  "..",
  "/..",
  "/../",
  "%2e",
  "%2E",
  "%2e%2e",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%09",
  "%0a",
  "%00",
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  "\u007f",
  "owner",
  "evil.example",
  "@evil.example",
  "https:",
  "http:",
  "javascript:",
  ":",
  "?",
  "#",
  "=",
  "&",
  "phish",
];

const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 0, maxLength: 12 }).map((parts) => parts.join(""));
/** Half of them start like a path on the site, as an attacker's would to pass a quick look. */
const candidate = fc.oneof(
  hostile,
  hostile.map((rest) => `/${rest}`),
  hostile.map((rest) => `/owner/${rest}`),
  fc.string(),
);

/** Where a browser on the site goes when told `Location: path`. */
function browserGoesTo(path: string): URL {
  return new URL(path, `${SITE}/some/page`);
}

function expectOnSite(path: string) {
  expect(path.startsWith("/")).toBe(true);
  expect(path.startsWith("//")).toBe(false);
  expect(/[\u0000-\u001f\u007f\\]/.test(path)).toBe(false);
  expect(browserGoesTo(path).origin).toBe(SITE);
  // What the browser reads is what was judged: judging it again changes nothing.
  expect(safeReturnPath(path, "/other")).toBe(path);
  const url = browserGoesTo(path);
  expect(`${url.pathname}${url.search}${url.hash}`).toBe(path);
}

describe("safeReturnPath (property-based)", () => {
  it("answers the fallback or a path a browser resolves on this site", () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const path = safeReturnPath(value, "/fallback");
        if (path !== "/fallback") expectOnSite(path);
      }),
      { numRuns: 5000 },
    );
  });

  it("never lets a tab, newline or backslash through, wherever it is", () => {
    fc.assert(
      fc.property(candidate, fc.constantFrom("\t", "\n", "\r", "\\"), fc.nat(), (value, bad, at) => {
        const index = value.length ? at % value.length : 0;
        const spoiled = `/${value.slice(0, index)}${bad}${value.slice(index)}`;
        expect(safeReturnPath(spoiled, "/fallback")).toBe("/fallback");
      }),
    );
  });

  it("keeps ordinary paths on the site as they are", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });
});

describe("safePathUnder (the owner's area)", () => {
  it("answers /owner or a path below it, on this site", () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const path = safePathUnder(value, "/owner");
        expectOnSite(path);
        expect(path === "/owner" || /^\/owner[/?#]/.test(path)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    "/owner/..//evil.example/phish",
    "/owner/..\t//evil.example/phish",
    "/owner/%2e%2e//evil.example/phish",
    "/owner/%2E%2E/%2F/evil.example",
    "/owner/../\\evil.example",
    "/owner\\..\\..\\evil.example",
    "/owner/..",
    "/owner/../store",
    "/ownerevil",
    "//evil.example/owner",
    "https://evil.example/owner",
  ])("sends %j to /owner", (value) => {
    expect(safePathUnder(value, "/owner")).toBe("/owner");
  });

  it.each([
    ["/owner", "/owner"],
    ["/owner/orders?page=2", "/owner/orders?page=2"],
    ["/owner/leads/5", "/owner/leads/5"],
    ["/owner/./orders", "/owner/orders"],
    // An encoded tab is part of a segment's name, not a separator: the browser stays on the site.
    ["/owner/..%09//evil.example/phish", "/owner/..%09//evil.example/phish"],
  ])("keeps %j as %j", (value, expected) => {
    expect(safePathUnder(value, "/owner")).toBe(expected);
  });
});
