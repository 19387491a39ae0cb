import { describe, expect, it } from "vitest";
import { parseProductForm } from "~/lib/product-form";
import {
  onSaleProblem,
  productWords,
  restoredProducts,
  saleName,
  slugFrom,
  slugProblem,
  unfinishedProducts,
} from "~/lib/products";
import type { Product } from "~/lib/site-sections";

const product = (more: Partial<Product> = {}): Product => ({
  title: "Money Moves Workbook",
  tagline: "",
  promise: "Twelve weeks.",
  inside: "",
  forWhom: "",
  faq: "",
  interval: "one-time",
  files: [],
  tab: "ebooks",
  status: "draft",
  createdAt: "2026-11-02T10:00:00.000Z",
  ...more,
});

describe("a product's address", () => {
  it("is made from its title, and refused where a page, an offer, her product or the shop's is", () => {
    expect(slugFrom("Money Moves: Workbook & Planner!")).toBe("money-moves-workbook-and-planner");
    expect(slugProblem("money-moves", {})).toBeNull();
    expect(slugProblem("funding-bundle", {})).toMatch(/already a page/);
    expect(slugProblem("vip", {})).toMatch(/already a page/);
    expect(slugProblem("new", {})).toMatch(/already a page/);
    expect(slugProblem("Money Moves", {})).toMatch(/small letters/);
    expect(slugProblem("a--b", {})).toMatch(/small letters/);
    expect(slugProblem("money-moves", { products: { "money-moves": product() } })).toMatch(/your products/);
    expect(slugProblem("tee", { shopIds: ["TEE"] })).toMatch(/shop/);
  });
});

describe("a product's rules", () => {
  it("goes on sale with a price and, bought once, a file; a monthly plan needs no file", () => {
    expect(onSaleProblem({ priced: false, fileCount: 1, interval: "one-time" })).toMatch(/price/);
    expect(onSaleProblem({ priced: true, fileCount: 0, interval: "one-time" })).toMatch(/file/);
    expect(onSaleProblem({ priced: true, fileCount: 0, interval: "month" })).toBeNull();
    expect(onSaleProblem({ priced: true, fileCount: 1, interval: "one-time" })).toBeNull();
  });

  it("shows her blocks as paragraphs, lines and questions", () => {
    const words = productWords(
      product({
        promise: "One.\nStill one.\n\nTwo.",
        inside: "- A planner\n* A tracker\n\nA guide",
        faq: "Q: Printable?\nA: Yes,\non paper.\n\nNo answer here",
      }),
    );
    expect(words.promise).toEqual(["One. Still one.", "Two."]);
    expect(words.inside).toEqual(["A planner", "A tracker", "A guide"]);
    expect(words.faq).toEqual([{ question: "Printable?", answer: "Yes, on paper." }]);
  });

  it("names a sale by its offer or her product, and lists her products without a cover or a price", () => {
    expect(saleName("ai-playbook")).toBe("AI Playbook");
    expect(saleName("money-moves", { products: { "money-moves": product() } })).toBe("Money Moves Workbook");
    const cover = { src: `/site/photo/${"a".repeat(64)}.png` };
    expect(
      unfinishedProducts({
        a: product(),
        b: product({ title: "Done", cover, priceId: "price_1", cents: 1900 }),
        c: product({ title: "Gone", removed: true }),
      }),
    ).toEqual([{ slug: "a", title: "Money Moves Workbook", missing: ["cover", "price"] }]);
  });
});

describe("a restore of her products", () => {
  it("keeps a product made since, hidden and removed, so its buyers still download it", () => {
    const earlier = { a: product({ status: "on-sale" }) };
    const restored = restoredProducts({ a: product({ status: "hidden" }), b: product({ status: "on-sale" }) }, earlier);
    expect(restored.a.status).toBe("on-sale");
    expect(restored.b).toMatchObject({ status: "hidden", removed: true });
  });
});

describe("the product form", () => {
  const fields = { title: "Money Moves Workbook", promise: "Twelve weeks.", interval: "one-time", tab: "ebooks" };
  it("reads a price in dollars and the address from the title", () => {
    const parsed = parseProductForm({ ...fields, amount: "19.00", status: "draft" });
    expect(parsed).toMatchObject({ ok: true, value: { cents: 1900, slug: "money-moves-workbook" } });
    expect(parseProductForm({ ...fields, amount: "19" })).toMatchObject({ ok: true, value: { cents: 1900 } });
  });
  it("refuses what is not one, field by field", () => {
    const parsed = parseProductForm({
      title: "",
      promise: "",
      amount: "free",
      interval: "yearly",
      tab: "x",
      status: "live",
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(Object.keys(parsed.errors).sort()).toEqual(["amount", "interval", "promise", "status", "tab", "title"]);
  });
});
