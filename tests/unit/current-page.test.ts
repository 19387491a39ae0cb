import { describe, expect, it } from "vitest";
import { isCurrentPath } from "~/lib/current-page";

describe("isCurrentPath", () => {
  it("marks the section of the page shown, or only its own page when exact", () => {
    expect(isCurrentPath("/owner/orders", "/owner/orders")).toBe(true);
    expect(isCurrentPath("/owner/orders/12", "/owner/orders")).toBe(true);
    expect(isCurrentPath("/owner/orders/", "/owner/orders")).toBe(true);
    expect(isCurrentPath("/owner/ordersx", "/owner/orders")).toBe(false);
    expect(isCurrentPath("/owner", "/owner", true)).toBe(true);
    expect(isCurrentPath("/owner/", "/owner", true)).toBe(true);
    expect(isCurrentPath("/owner/orders", "/owner", true)).toBe(false);
    expect(isCurrentPath("/about", "/")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
  });
});
