import { generateTOTP } from "@epic-web/totp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chartSince, niceMax, stackedBars, weeklyCounts } from "~/lib/chart";
import { sameSecret } from "~/lib/constant-time";
import { CSV_BOM, toCsv } from "~/lib/csv";
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from "~/lib/recovery-codes";
import { leadFilterSearch, likePattern, parseLeadFilter } from "~/lib/lead-filter";
import {
  FAILURE_LIMIT,
  FAILURE_WINDOW_MS,
  isOwnerEmail,
  MIN_SETUP_SECRET_LENGTH,
  refusedUntil,
  setupRule,
  nextLevel,
  parseOwnerEmails,
  secondLevelDetour,
  signUpPolicy,
  type FactorSummary,
} from "~/lib/owner-access";
import { hashPassword, parseHash, passwordProblem, verifyPassword } from "~/lib/password";
import { linkOrigin, LOCAL_ORIGIN } from "~/lib/seo";
import { signedInAs } from "~/lib/signed-in";
import { acceptCode, normaliseCode, qrDataUrl, stepAt, totpUri } from "~/lib/totp";

afterEach(() => {
  vi.useRealTimers();
});

const verified: FactorSummary = { id: "f1", friendlyName: "My phone", status: "verified" };
const unverified: FactorSummary = { id: "f2", friendlyName: "Tablet", status: "unverified" };

describe("the assurance-level rule", () => {
  it("offers the second level only when a verified factor exists", () => {
    expect(nextLevel([])).toBe("aal1");
    expect(nextLevel([unverified])).toBe("aal1");
    expect(nextLevel([unverified, verified])).toBe("aal2");
  });
  it("sends aal1 to enrol without a verified factor, to the code with one, and lets aal2 through", () => {
    expect(secondLevelDetour("aal1", [])).toBe("/owner/security");
    expect(secondLevelDetour("aal1", [unverified])).toBe("/owner/security");
    expect(secondLevelDetour("aal1", [verified])).toBe("/owner/verify");
    expect(secondLevelDetour("aal2", [verified])).toBeNull();
  });
});

describe("who the owner's navigation names", () => {
  it("takes the address a matched page's data names, and none when no page names one", () => {
    expect(
      signedInAs([{ ownerName: "Faith & Wealth" }, undefined, { signedInAs: "owner@example.com", leads: [] }]),
    ).toBe("owner@example.com");
    expect(signedInAs([{ ownerName: "Faith & Wealth" }, null, { message: "There is no such lead." }])).toBeNull();
    expect(signedInAs([{ signedInAs: 42 }])).toBeNull();
  });
});

describe("the origin of links in emails", () => {
  const args = (url: string, siteUrl: string | null, client?: string) => ({
    request: new Request(url, { headers: client ? { "CF-Connecting-IP": client } : {} }),
    context: { config: { siteUrl } },
  });

  it("is SITE_URL where set, else the request's own only for a loopback connection", () => {
    expect(linkOrigin(args("http://evil.example/x", "https://www.example.com", "203.0.113.9"))).toBe(
      "https://www.example.com",
    );
    expect(linkOrigin(args("http://localhost:8820/x", null, "127.0.0.1"))).toBe("http://localhost:8820");
    expect(linkOrigin(args("http://[::1]:8820/x", null, "::1"))).toBe("http://[::1]:8820");
    expect(linkOrigin(args("http://evil.example/x", null, "203.0.113.9"))).toBe(LOCAL_ORIGIN);
    expect(linkOrigin(args("http://evil.example/x", null))).toBe(LOCAL_ORIGIN);
  });
});

describe("who may sign up", () => {
  it("reads OWNER_EMAILS without case or spaces", () => {
    expect(parseOwnerEmails(" A@Example.com,b@example.com ,,a@example.com")).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
  });
  it("lets anyone only in local development with no owners listed, else only the list", () => {
    const local = { environment: "development", hostname: "localhost" };
    expect(isOwnerEmail(signUpPolicy([], local), "x@example.com")).toBe(true);
    expect(signUpPolicy([], { environment: "development", hostname: "127.0.0.1" })).toEqual({ kind: "anyone" });
    expect(signUpPolicy([], { environment: "development", hostname: "[::1]" })).toEqual({ kind: "anyone" });
    // A preview or a deploy without --env production says development, on a public host: closed.
    expect(signUpPolicy([], { environment: "development", hostname: "preview.site.workers.dev" })).toEqual({
      kind: "closed",
    });
    expect(signUpPolicy([], { environment: "test", hostname: "localhost" })).toEqual({ kind: "closed" });
    expect(signUpPolicy([], { environment: "production", hostname: "localhost" })).toEqual({ kind: "closed" });
    const owners = signUpPolicy(["owner@example.com"], { environment: "production", hostname: "www.example.com" });
    expect(isOwnerEmail(owners, " Owner@Example.com")).toBe(true);
    expect(isOwnerEmail(owners, "x@example.com")).toBe(false);
  });
  it("asks for the setup secret wherever one is set, and opens without one only on this machine", () => {
    const secret = "x".repeat(MIN_SETUP_SECRET_LENGTH);
    const local = { environment: "development", hostname: "localhost" };
    const deployed = { environment: "production", hostname: "www.example.com" };
    expect(setupRule(secret, local)).toEqual({ kind: "secret" });
    expect(setupRule(secret, deployed)).toEqual({ kind: "secret" });
    expect(setupRule(null, local)).toEqual({ kind: "open" });
    expect(setupRule(null, deployed).kind).toBe("closed");
    expect(setupRule(null, { environment: "development", hostname: "preview.example.com" }).kind).toBe("closed");
    expect(setupRule("short", deployed)).toMatchObject({
      kind: "closed",
      reason: expect.stringContaining("too short"),
    });
  });
  it("refuses an attempt past the limit until the record that made it too many leaves the window", () => {
    const now = 10 * FAILURE_WINDOW_MS;
    const count = { key: "k", limit: FAILURE_LIMIT, windowMs: FAILURE_WINDOW_MS };
    const five = [now, now - 1000, now - 2000, now - 3000, now - 4000];
    expect(refusedUntil(five, now, count)).toBeNull();
    expect(refusedUntil([...five, now - 60_000], now, count)).toBe(now - 60_000 + FAILURE_WINDOW_MS);
    expect(refusedUntil([...five, now - FAILURE_WINDOW_MS - 1], now, count)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("makes ten distinct codes of three groups of four, read back without case, spaces or dashes", async () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(normaliseRecoveryCode(codes[0].toLowerCase().replace(/-/g, " "))).toBe(codes[0].replace(/-/g, ""));
    expect(normaliseRecoveryCode("too short")).toBeNull();
    expect(normaliseRecoveryCode("OOOO-IIII-1111")).toBeNull();
    expect(await recoveryCodeHash(codes[0])).toBe(await recoveryCodeHash(codes[0].toLowerCase()));
    expect(await recoveryCodeHash(codes[0])).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the setup secret comparison", () => {
  it("is equal only for the same secret", async () => {
    expect(await sameSecret("a secret value", "a secret value")).toBe(true);
    expect(await sameSecret("a secret value", "a secret valuf")).toBe(false);
    expect(await sameSecret("", "a secret value")).toBe(false);
    expect(await sameSecret("a secret value and more", "a secret value")).toBe(false);
  });
});

describe("passwords", () => {
  it("takes 12 to 128 characters", () => {
    expect(passwordProblem("a".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("a".repeat(12))).toBeNull();
    expect(passwordProblem("a".repeat(128))).toBeNull();
    expect(passwordProblem("a".repeat(129))).toMatch(/at most 128/);
  });
  it("hashes with PBKDF2-SHA256, a random salt and the count stored, and verifies with that count", async () => {
    const first = await hashPassword("correct horse battery", 2000);
    const second = await hashPassword("correct horse battery", 2000);
    expect(first).not.toBe(second);
    expect(parseHash(first)).toMatchObject({ iterations: 2000 });
    expect(parseHash(first)!.salt).toHaveLength(16);
    expect(parseHash(first)!.hash).toHaveLength(32);
    expect(await verifyPassword("correct horse battery", first)).toBe(true);
    expect(await verifyPassword("correct horse batterY", first)).toBe(false);
  });
  it("refuses more than Cloudflare's 100,000 iterations", async () => {
    await expect(hashPassword("correct horse battery", 100_001)).rejects.toThrow(RangeError);
  });
});

describe("time-based codes", () => {
  const secret = "JBSWY3DPEHPK3PXP";
  const codeAt = async (time: number) => {
    vi.useFakeTimers({ toFake: ["Date"], now: time });
    const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
    vi.useRealTimers();
    return otp;
  };
  const start = Math.floor(Date.UTC(2026, 0, 5) / 30_000) * 30_000;

  it("accepts the code of this step and of one step either side, not two", async () => {
    const [now0, before, after, twoBefore, twoAfter] = [
      await codeAt(start),
      await codeAt(start - 30_000),
      await codeAt(start + 30_000),
      await codeAt(start - 60_000),
      await codeAt(start + 60_000),
    ];
    vi.useFakeTimers({ toFake: ["Date"], now: start + 5000 });
    const now = Date.now();
    expect(await acceptCode(secret, now0, 0, now)).toBe(stepAt(start));
    expect(await acceptCode(secret, before, 0, now)).toBe(stepAt(start) - 1);
    expect(await acceptCode(secret, after, 0, now)).toBe(stepAt(start) + 1);
    expect(await acceptCode(secret, twoBefore, 0, now)).toBeNull();
    expect(await acceptCode(secret, twoAfter, 0, now)).toBeNull();
  });
  it("accepts a code once: not again, nor an older one", async () => {
    const code = await codeAt(start);
    const older = await codeAt(start - 30_000);
    vi.useFakeTimers({ toFake: ["Date"], now: start + 1000 });
    expect(await acceptCode(secret, code, stepAt(start) - 1, Date.now())).toBe(stepAt(start));
    expect(await acceptCode(secret, code, stepAt(start), Date.now())).toBeNull();
    expect(await acceptCode(secret, older, stepAt(start), Date.now())).toBeNull();
  });
  it("compares the typed code with every step of the window through WebCrypto, not ===", async () => {
    const code = await codeAt(start);
    vi.useFakeTimers({ toFake: ["Date"], now: start + 1000 });
    const verify = vi.spyOn(crypto.subtle, "verify");
    try {
      // Each of the three steps is compared as HMACs under a fresh key, even after a match.
      expect(await acceptCode(secret, code, 0, Date.now())).toBe(stepAt(start));
      expect(verify).toHaveBeenCalledTimes(3);
      for (const [algorithm] of verify.mock.calls) expect(algorithm).toBe("HMAC");
      verify.mockClear();
      expect(await acceptCode(secret, code === "000000" ? "111111" : "000000", 0, Date.now())).toBeNull();
      expect(verify).toHaveBeenCalledTimes(3);
    } finally {
      verify.mockRestore();
    }
  });
  it("refuses any code for a secret that is not base32", async () => {
    expect(await acceptCode("not base32!", "123456", 0)).toBeNull();
  });
  it("reads a typed code with spaces, and nothing that is not six digits", () => {
    expect(normaliseCode(" 123 456 ")).toBe("123456");
    expect(normaliseCode("12345")).toBeNull();
    expect(normaliseCode("12345a")).toBeNull();
  });
  it("draws the otpauth URI as an SVG data URL", () => {
    const uri = totpUri(secret, "owner@example.com", "Faith & Wealth");
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=JBSWY3DPEHPK3PXP/);
    const url = qrDataUrl(uri);
    expect(url.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(atob(url.split(",")[1])).toMatch(/^<svg /);
  });
});

describe("CSV export", () => {
  it("writes RFC 4180 with a BOM and CRLF, quoting commas, quotes and line breaks", () => {
    const csv = toCsv(
      ["name", "message"],
      [
        ["Ada, Countess", 'She said "hi"\nbye'],
        ["Ángel", null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"name","message"\r\n"Ada, Countess","She said ""hi""\nbye"\r\n"Ángel",""\r\n');
  });
  it("neutralises cells that begin with = + - @, a tab or a carriage return", () => {
    const csv = toCsv(
      ["a", "b", "c", "d", "e", "f", "g"],
      [["=1+2", "+1 404", "-5", "@SUM(A1)", "\t=1+1", "\r=1+1", "safe = 1"]],
    );
    expect(csv.slice(1).split("\r\n")[1]).toBe(`"'=1+2","'+1 404","'-5","'@SUM(A1)","'\t=1+1","'\r=1+1","safe = 1"`);
  });
  it("quotes every cell, so a spreadsheet splitting on ';' or tabs still sees one cell per field", () => {
    const csv = toCsv(
      ["name", "note"],
      [
        ["Bob;=1+1;x", "a\tb"],
        ["Ann", "x;@SUM(A1)"],
        [7, true],
      ],
    );
    const lines = csv.slice(1).split("\r\n");
    expect(lines[1]).toBe(`"Bob;=1+1;x","a\tb"`);
    expect(lines[2]).toBe(`"Ann","x;@SUM(A1)"`);
    expect(lines[3]).toBe(`"7","true"`);
    // Split as a ';' locale does, outside quotes: each field is still one quoted cell.
    for (const line of lines.slice(1, 4)) {
      const cells = line.match(/"(?:[^"]|"")*"/g) ?? [];
      expect(cells.join(",")).toBe(line);
    }
  });
});

describe("the leads filter and chart", () => {
  it("reads a filter from the URL and writes it back", () => {
    const filter = parseLeadFilter(
      new URLSearchParams("q=+ada+&source=Contact+Page&from=2026-01-01&to=2026-02-30&page=2"),
      ["Contact Page"],
    );
    expect(filter).toEqual({ q: "ada", source: "Contact Page", from: "2026-01-01", to: "", page: 2 });
    expect(leadFilterSearch(filter)).toBe("?q=ada&source=Contact+Page&from=2026-01-01");
    expect(parseLeadFilter(new URLSearchParams("source=Nope&page=-1"), []).source).toBe("");
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
  it("counts leads per week by source for 12 weeks ending this week", () => {
    const now = Date.UTC(2026, 10, 25, 12); // a Wednesday
    const chart = weeklyCounts(
      [
        { at: "2026-11-23T01:00:00Z", name: "Contact Page", count: 1 },
        { at: "2026-11-24", name: "Contact Page", count: 2 },
        { at: "2026-11-22T23:00:00Z", name: "Buyer Inquiry", count: 1 },
        { at: "2026-01-01T00:00:00Z", name: "Buyer Inquiry", count: 1 },
      ],
      now,
      ["Buyer Inquiry", "Contact Page", "Seller Inquiry"],
    );
    expect(chart.columns).toHaveLength(12);
    expect(chart.columns[11]).toBe("2026-11-23");
    expect(chartSince(now)).toBe(`${chart.columns[0]}T00:00:00.000Z`);
    expect(chart.series.map((s) => [s.name, s.values.slice(10)])).toEqual([
      ["Buyer Inquiry", [1, 0]],
      ["Contact Page", [0, 3]],
      ["Seller Inquiry", [0, 0]],
    ]);
    expect(niceMax(7)).toBe(10);
    const { max, bars } = stackedBars(chart, 120, 100);
    expect(max).toBe(5);
    expect(bars[11][0]).toMatchObject({ value: 3, height: 60, y: 40 });
  });
});
