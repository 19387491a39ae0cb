import { afterEach, describe, expect, it, vi } from "vitest";
import { FIELD_LIMITS } from "~/content/lead-forms";
import { isVisible, parseFields } from "~/lib/field-schemas";
import { buyerForm, contactForm, eventForm } from "~/services/leads/lead-forms.server";
import { safeReturnPath } from "~/lib/safe-path";
import { isStoreId } from "~/lib/store-schema";
import { readConfig } from "~/server/config.server";

describe("safeReturnPath judges the normalised path", () => {
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "/%2e/%2e//evil.example",
    "/a/../..//evil.example",
    "/.\\/evil.example",
    "/\\evil.example",
    "//evil.example",
    "/\t/evil.example",
    "/\r\n/evil.example",
    "https://evil.example",
    "evil.example",
    "",
  ])("%j goes to the fallback", (value) => {
    expect(safeReturnPath(value, "/fallback")).toBe("/fallback");
  });

  it.each([
    ["/contact", "/contact"],
    ["/store?page=2#grid", "/store?page=2#grid"],
    ["/a/./b/../c", "/a/c"],
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["/product/ebook growth", "/product/ebook%20growth"],
  ])("%j stays on the site as %j", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it("returns a path that is itself safe (what the browser reads is what was checked)", () => {
    for (const value of ["/.//x", "/a/..//x", "/%2e%2e/x", "/./.././/x"]) {
      const path = safeReturnPath(value);
      expect(safeReturnPath(path, "/other")).toBe(path);
    }
  });
});

describe("no pattern runs over a value longer than its field allows", () => {
  afterEach(() => vi.restoreAllMocks());

  it("the phone, email and name checks stop at the length", () => {
    // Every regex method (test, replace, split, match) goes through exec.
    const lengths: number[] = [];
    const exec = RegExp.prototype.exec;
    vi.spyOn(RegExp.prototype, "exec").mockImplementation(function (this: RegExp, input: string) {
      lengths.push(String(input).length);
      return exec.call(this, input);
    });
    const long = (head: string) => `${head}${" ".repeat(60_000)}!`;
    const result = parseFields(buyerForm.fields, {
      name: long("A"),
      email: long("a@b"),
      phone: long("1"),
      timeframe: "0-3 months",
      location: long("x"),
      assistance_needed: [],
    });
    expect(result.success).toBe(false);
    expect(Math.max(0, ...lengths)).toBeLessThanOrEqual(FIELD_LIMITS.email);
  });
});

describe("phone numbers", () => {
  const phone = (value: string) =>
    parseFields(eventForm.fields, { name: "Ada", email: "ada@example.com", phone: value });

  it.each(["407-555-0101", "+1 (407) 555-0101", "407.555.0101 ext. 12", "4075550101x3", "407 555 0101 ext 9"])(
    "accepts %j",
    (value) => expect(phone(value).success).toBe(true),
  );

  it.each([
    "1" + " ".repeat(20) + "!",
    "12345",
    "407-555-0101 x",
    "407x1x2",
    "call me",
    "407\n555\n0101",
    "x4075550101",
  ])("refuses %j", (value) => expect(phone(value).success).toBe(false));
});

describe("email addresses as the HTML email input takes them", () => {
  const email = (value: string) => parseFields(eventForm.fields, { name: "Ada", email: value, phone: "" });

  it.each(["o'brien@example.com", "a&b@example.com", "user@xn--bcher-kva.de", "A.B+c@Sub.Example.org"])(
    "accepts %j",
    (value) => expect(email(value).success).toBe(true),
  );

  // The one difference from the HTML input: a domain without a dot is no public mailbox.
  it.each([
    "x@localhost",
    "a@b@c",
    "@example.com",
    "a@",
    "a@-x.com",
    "a@x-.com",
    "a@x..com",
    "a b@x.com",
    "a@x\n.com",
    "ü@x.com",
  ])("refuses %j", (value) => expect(email(value).success).toBe(false));
});

describe("invisible and control characters", () => {
  it("knows what shows nothing", () => {
    for (const blank of [
      "",
      " ",
      "\u200b",
      "\u200c\u200d\u2060\ufeff",
      "\u202e\u202a\u2066\u200f",
      "\u3164",
      "\u00a0\u2800",
    ])
      expect(isVisible(blank), JSON.stringify(blank)).toBe(false);
    for (const text of ["a", "\u200bé", "خالد", "😀"]) expect(isVisible(text), text).toBe(true);
  });

  const contact = (change: Record<string, string>) =>
    parseFields(contactForm.fields, {
      name: "Eve",
      email: "eve@example.com",
      subject: "Hi",
      message: "Hello",
      ...change,
    });

  it.each([
    ["name", "Eve\u0000"],
    ["name", "Eve\rBcc"],
    ["subject", "a\u0085b"],
    ["subject", "a\u007fb"],
    ["message", "a\u0000b"],
    ["message", "a\u001bb"],
  ])("refuses %s %j with its own message", (field, value) => {
    const result = contact({ [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[field]).toMatch(/control characters/);
  });

  it("an optional field of invisible characters only is left empty", () => {
    const result = parseFields(contactForm.fields, {
      name: "Eve",
      email: "eve@example.com",
      phone: "\u200b\u200b",
      subject: "Hi",
      message: "Hello",
    });
    expect(result.success && result.output.phone).toBe(null);
  });
});

describe("store ids", () => {
  it.each(["demo-brand-tshirt", "prod_01HZX", "12345"])("%j is an id", (id) => expect(isStoreId(id)).toBe(true));
  it.each([".", "..", "", "a/b", "a%2Fb", "a.b", "a b", "a\\b", "x".repeat(129)])("%j is not", (id) =>
    expect(isStoreId(id)).toBe(false),
  );
});

describe("SITE_URL", () => {
  it("is the origin of the var, in any environment", () => {
    expect(readConfig({ SITE_URL: "https://www.example.com/some/path/" }).siteUrl).toBe("https://www.example.com");
  });
  it("is required in production, by name", () => {
    expect(() => readConfig({ ENVIRONMENT: "production", SESSION_SECRET: "s" })).toThrow(/SITE_URL/);
  });
  it("is null in development without it (pages use the request's origin)", () => {
    expect(readConfig({}).siteUrl).toBe(null);
  });
  it("must be an http(s) URL", () => {
    expect(() => readConfig({ SITE_URL: "www.example.com" })).toThrow(/SITE_URL/);
  });
});
