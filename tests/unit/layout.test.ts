import { describe, expect, it } from "vitest";
import { hashTarget, layoutFlags } from "~/lib/layout";
import { safeReturnPath } from "~/lib/safe-path";
import { clampText, MAX_DESCRIPTION_LENGTH } from "~/lib/seo";

describe("layoutFlags", () => {
  it("shows footer and links by default", () => {
    expect(layoutFlags([undefined, {}])).toEqual({
      footer: true,
      navLinks: true,
      registerButton: false,
      realEstate: false,
      cart: true,
      announcement: true,
    });
  });
  it("lets any matched route hide the footer or the links, or ask for Register Now", () => {
    expect(layoutFlags([{}, { footer: false }])).toMatchObject({ footer: false, navLinks: true });
    expect(layoutFlags([{ navLinks: false }])).toMatchObject({ footer: true, navLinks: false });
    expect(layoutFlags([{ registerButton: true }]).registerButton).toBe(true);
    expect(layoutFlags([{ realEstate: true }]).realEstate).toBe(true);
    expect(layoutFlags([{ cart: false }]).cart).toBe(false);
  });
});

describe("hashTarget", () => {
  it("splits a hash link into home path and section", () => {
    expect(hashTarget("/#products")).toEqual({ path: "/", id: "products" });
    expect(hashTarget("#register")).toEqual({ path: "/", id: "register" });
    expect(hashTarget("/about")).toBeNull();
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/contact", "/contact"],
    ["/product/funding-bundle#personal-credit", "/product/funding-bundle#personal-credit"],
    ["/store?x=1", "/store?x=1"],
  ])("keeps the site path %s", (input, expected) => expect(safeReturnPath(input)).toBe(expected));
  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    "contact",
    null,
    42,
  ])("falls back for %s", (input) => {
    expect(safeReturnPath(input)).toBe("/");
  });
});

describe("clampText", () => {
  it("keeps short text and cuts long text to the limit with an ellipsis", () => {
    expect(clampText("  Hello   world ")).toBe("Hello world");
    const long = "word ".repeat(100);
    const cut = clampText(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(cut.endsWith("…")).toBe(true);
  });
});
