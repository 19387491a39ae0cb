import { describe, expect, it } from "vitest";
import { cartCopy } from "~/content/cart";
import {
  addToCart,
  applyPending,
  cartCount,
  cartTotal,
  formatCartTotal,
  parseStoredCart,
  quantityInCart,
  removeFromCart,
  serializeCart,
  setQuantity,
  type CartEntry,
  type CartLine,
} from "~/lib/cart";
import { preferredLocale } from "~/lib/locale";
import { stockShortfall } from "~/lib/stock";

const a: CartEntry = { productId: "p1", variantId: "v1", quantity: 1 };
const b: CartEntry = { productId: "p1", variantId: "v2", quantity: 2 };

function line(variantId: string, quantity: number, price: number, sale: number | null = null): CartLine {
  return {
    product: { id: "p", title: "Tee", image: "/i.svg" },
    variant: {
      id: variantId,
      title: variantId,
      manage_inventory: false,
      price_in_cents: price,
      sale_price_in_cents: sale,
      currency: { code: "USD", symbol: "$", template: "$$1" },
    },
    quantity,
  };
}

describe("cart rules", () => {
  it("adding an existing variant increases its quantity; a new variant appends a line", () => {
    const one = addToCart([], a);
    expect(one).toEqual([a]);
    expect(addToCart(one, { ...a, quantity: 3 })).toEqual([{ ...a, quantity: 4 }]);
    expect(addToCart(one, b)).toEqual([a, b]);
    expect(one).toEqual([a]); // not mutated
  });

  it("removes by variant id", () => {
    expect(removeFromCart([a, b], "v1")).toEqual([b]);
    expect(removeFromCart([a, b], "nope")).toEqual([a, b]);
  });

  it("sets a quantity by variant id, with no lower bound of its own", () => {
    expect(setQuantity([a, b], "v2", 5)).toEqual([a, { ...b, quantity: 5 }]);
    expect(setQuantity([a], "v1", 0)).toEqual([{ ...a, quantity: 0 }]);
  });

  it("counts the sum of quantities", () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount([a, b])).toBe(3);
    expect(quantityInCart([a, b], "v2")).toBe(2);
    expect(quantityInCart([a, b], "v9")).toBe(0);
  });

  it("totals the sale price if present, else the price, times quantity, shown with $", () => {
    const lines = [line("v1", 2, 1500), line("v2", 1, 2500, 1999)];
    expect(cartTotal(lines)).toBe(2 * 1500 + 1999);
    expect(formatCartTotal(lines)).toBe("$49.99");
    expect(formatCartTotal([])).toBe("$0.00");
  });
});

describe("the stock rule", () => {
  const tee = { manageInventory: true, stock: 3 };

  it("rejects when managed and the cart's quantity plus the requested one exceeds the stock", () => {
    expect(stockShortfall(tee, 2, 2)).toEqual({ left: 3 });
    expect(stockShortfall(tee, 0, 4)).toEqual({ left: 3 });
    expect(stockShortfall({ ...tee, stock: -2 }, 0, 1)).toEqual({ left: 0 });
    expect(cartCopy.notEnoughStock("Brand T-Shirt", "White", 3)).toBe(
      "Not enough stock for Brand T-Shirt (White). Only 3 left.",
    );
  });

  it("accepts up to the stock exactly", () => {
    expect(stockShortfall(tee, 1, 2)).toBeNull();
    expect(stockShortfall(tee, 0, 3)).toBeNull();
  });

  it("does not apply when inventory is not managed", () => {
    expect(stockShortfall({ ...tee, manageInventory: false, stock: 0 }, 50, 50)).toBeNull();
  });
});

describe("optimistic changes", () => {
  const lines = [line("v1", 1, 100), line("v2", 2, 100)];
  it("applies set-quantity, remove, clear and add while the server works", () => {
    expect(applyPending(lines, [{ intent: "set-quantity", variantId: "v1", quantity: 5 }]).count).toBe(7);
    expect(applyPending(lines, [{ intent: "remove", variantId: "v2" }])).toMatchObject({
      count: 1,
      lines: [{ variant: { id: "v1" } }],
    });
    expect(applyPending(lines, [{ intent: "clear" }])).toEqual({ lines: [], count: 0 });
    expect(applyPending(lines, [{ intent: "add", variantId: "v1", quantity: 2 }]).lines[0].quantity).toBe(3);
    expect(applyPending(lines, [{ intent: "add", variantId: "new", quantity: 2 }])).toMatchObject({ count: 5, lines });
    expect(applyPending(lines, [])).toEqual({ lines, count: 3 });
  });
  it("ignores quantities below 1", () => {
    expect(applyPending(lines, [{ intent: "set-quantity", variantId: "v1", quantity: 0 }]).count).toBe(3);
  });
});

describe("the localStorage mirror", () => {
  it("round-trips ids and quantities", () => {
    const lines = [line("v1", 2, 100)];
    expect(parseStoredCart(serializeCart(lines))).toEqual([{ productId: "p", variantId: "v1", quantity: 2 }]);
    expect(parseStoredCart("[]")).toEqual([]);
  });
  it("treats missing or unparsable data as nothing to restore", () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart("{oops")).toBeNull();
    expect(parseStoredCart('{"a":1}')).toBeNull();
    expect(parseStoredCart('[{"product":{"id":"p"},"variant":{"id":"v"},"quantity":-1}]')).toBeNull();
    expect(parseStoredCart('[{"product":{"id":1},"variant":{"id":"v"},"quantity":1}]')).toBeNull();
  });
});

describe("preferredLocale", () => {
  it("takes the highest-quality language tag", () => {
    expect(preferredLocale("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr-CA");
    expect(preferredLocale("en;q=0.5, de-DE")).toBe("de-DE");
    expect(preferredLocale("*")).toBe("en");
    expect(preferredLocale(null)).toBe("en");
    expect(preferredLocale("<script>")).toBe("en");
  });
});
