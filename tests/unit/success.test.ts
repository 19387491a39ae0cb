import { describe, expect, it } from "vitest";
import { successWording } from "~/lib/success";

const file = { name: "guide.pdf", href: "/download/t/guide" };

describe("successWording", () => {
  it("is neutral when nothing was verified (a direct visit, a store checkout)", () => {
    expect(successWording(null)).toEqual({ variant: "neutral", digital: false });
  });

  it("confirms only a verified paid purchase, with digital words for downloads or a plan", () => {
    expect(successWording({ status: "paid", files: [file], subscription: false })).toEqual({
      variant: "confirmed",
      digital: true,
    });
    expect(successWording({ status: "paid", files: [], subscription: true }).digital).toBe(true);
    expect(successWording({ status: "paid", files: [], subscription: false })).toEqual({
      variant: "confirmed",
      digital: false,
    });
  });

  it("says received, never confirmed, for a pending, failed or refunded order", () => {
    for (const status of ["pending", "failed", "refunded"] as const)
      expect(successWording({ status, files: [file], subscription: false })).toEqual({
        variant: "received",
        digital: false,
      });
  });
});
