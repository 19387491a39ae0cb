import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE, productPage, SHOP_OVERRIDES } from "~/content/shop";
import { sanitizeHtml } from "~/lib/sanitize-html";
import {
  canAddToCart,
  displayedPrice,
  displayedVariant,
  htmlToText,
  mapProduct,
  mapVariant,
  overrideFor,
  productImages,
  productMetaDescription,
  stockMessage,
  stockState,
  shopProductJsonLd,
  variantImageIndex,
  withInventory,
  wrapIndex,
} from "~/lib/shop-product";
import { parseProduct, type ApiProduct } from "~/lib/shop-schema";

const usd = { code: "USD", symbol: "$", template: "$$1" };

function variant(id: string, amount: number, sale: number | null = null, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: id.toUpperCase(),
    prices: [{ amount, sale_amount: sale, currency_code: "usd", currency: usd }],
    ...extra,
  };
}

function product(extra: Record<string, unknown>): ApiProduct {
  const parsed = parseProduct({ id: "p1", title: "Custom Hoodie", variants: [variant("a", 1000)], ...extra });
  if (!parsed) throw new Error("fixture does not parse");
  return parsed;
}

const owner = { ownerName: "Jane Doe" };

describe("flattened price fields", () => {
  it("flattens prices[0] into cents, sale cents, formatted strings and currency", () => {
    const [parsed] = product({ variants: [variant("a", 2500, 1999)] }).variants;
    expect(mapVariant(parsed)).toMatchObject({
      price_in_cents: 2500,
      sale_price_in_cents: 1999,
      price_in_cents_formatted: "$25.00",
      sale_price_in_cents_formatted: "$19.99",
      currency: usd,
    });
  });
  it("reads currency_code in either case when there is no currency object, defaulting to euros", () => {
    const [upper] = product({ variants: [{ id: "x", prices: [{ amount: 100, currency_code: "GBP" }] }] }).variants;
    expect(mapVariant(upper).price_in_cents_formatted).toBe("£1.00");
    const [none] = product({ variants: [{ id: "y", prices: [{ amount: 100 }] }] }).variants;
    expect(mapVariant(none).price_in_cents_formatted).toBe("€1.00");
    expect(mapVariant(none).sale_price_in_cents).toBeNull();
  });
});

describe("the displayed price", () => {
  const variants = [variant("first", 3000), variant("cheap", 2000), variant("sale", 2500, 1500)];
  it("is the lowest-priced variant, sale price first, for lowest_price_first", () => {
    const p = mapProduct(product({ variants, site_product_selection: "lowest_price_first" }), owner);
    expect(displayedVariant(p)?.id).toBe("sale");
    expect(displayedPrice(p)).toEqual({ price: "$15.00", regular: "$25.00" });
  });
  it("is the lowest-priced variant when the selection is not set", () => {
    const p = mapProduct(
      product({ variants: [variant("first", 3000), variant("cheap", 2000)], site_product_selection: null }),
      owner,
    );
    expect(displayedPrice(p)).toEqual({ price: "$20.00", regular: null });
  });
  it("is the first variant for any other selection", () => {
    const p = mapProduct(product({ variants, site_product_selection: "first_variant" }), owner);
    expect(displayedVariant(p)?.id).toBe("first");
    expect(displayedPrice(p)).toEqual({ price: "$30.00", regular: null });
  });
  it("is nothing without variants", () => {
    expect(displayedPrice(mapProduct(product({ variants: [] }), owner))).toBeNull();
  });
});

describe("store overrides by placeholder title", () => {
  it.each(SHOP_OVERRIDES.flatMap((o) => o.match.map((m) => [m, o] as const)))(
    "%s is renamed and repriced",
    (match, override) => {
      const p = mapProduct(
        product({ title: match.toUpperCase(), variants: [variant("a", 1), variant("b", 99999)] }),
        owner,
      );
      expect(p.title).toBe(override.title.replaceAll("{name}", "Jane Doe"));
      expect(p.title).not.toContain("{name}");
      expect(p.variants.map((v) => v.price_in_cents)).toEqual([override.priceInCents, override.priceInCents]);
    },
  );
  it("matches both the owner's 'homemade vase' and the store's 'Handmade Vase', ignoring case and spaces", () => {
    expect(overrideFor("Homemade Vase")?.title).toBe("Polo Shirt");
    expect(overrideFor("  handmade   VASE ")?.title).toBe("Polo Shirt");
    expect(mapProduct(product({ title: "Set of plates" }), owner).title).toBe("Power Quotes 'Jane Doe'");
    expect(mapProduct(product({ title: "Hand Soap" }), owner).variants[0].price_in_cents_formatted).toBe("$19.99");
  });
  it("keeps a sale below the override price, drops one above it", () => {
    const below = mapProduct(product({ title: "Handmade Vase", variants: [variant("a", 3000, 1999)] }), owner);
    expect(displayedPrice(below)).toEqual({ price: "$19.99", regular: "$25.00" });
    const above = mapProduct(product({ title: "Handmade Vase", variants: [variant("a", 9000, 8000)] }), owner);
    expect(displayedPrice(above)).toEqual({ price: "$25.00", regular: null });
  });
  it("leaves other products alone", () => {
    const p = mapProduct(product({ title: "Custom Hoodie" }), owner);
    expect(p.title).toBe("Custom Hoodie");
    expect(p.variants[0].price_in_cents).toBe(1000);
  });
});

describe("images", () => {
  it("reads `images` (the list's field), ordered, images only", () => {
    const p = product({
      images: [
        { url: "/b.jpg", order: 2 },
        { url: "/a.jpg", order: 1, type: "image" },
        { url: "/v.mp4", order: 0, type: "video" },
      ],
    });
    expect(productImages(p).map((i) => i.url)).toEqual(["/a.jpg", "/b.jpg"]);
  });
  it("reads `media` (the single product's field)", () => {
    const p = product({
      media: [
        { url: "https://cdn/m1.jpg", order: 1, type: "image" },
        { url: "https://cdn/m0.jpg", order: 0, type: "image" },
      ],
    });
    expect(mapProduct(p, owner).images).toEqual([
      { url: "https://cdn/m0.jpg", alt: "Custom Hoodie" },
      { url: "https://cdn/m1.jpg", alt: "Custom Hoodie" },
    ]);
  });
  it("falls back to the image or thumbnail, then to the placeholder", () => {
    expect(productImages(product({ thumbnail: "/t.jpg" })).map((i) => i.url)).toEqual(["/t.jpg"]);
    expect(productImages(product({ images: [] })).map((i) => i.url)).toEqual([PLACEHOLDER_IMAGE]);
  });
  it("finds a variant's image in the gallery, and wraps the index at both ends", () => {
    const p = mapProduct(product({ images: [{ url: "/a.jpg" }, { url: "/b.jpg" }] }), owner);
    expect(variantImageIndex(p, { image_url: "/b.jpg" })).toBe(1);
    expect(variantImageIndex(p, { image_url: "/zzz.jpg" })).toBeNull();
    expect(variantImageIndex(p, { image_url: null })).toBeNull();
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("stock", () => {
  const p = mapProduct(
    product({ variants: [variant("a", 100, null, { manage_inventory: true, inventory_quantity: 50 })] }),
    owner,
  );
  it("takes stock from /variants over the product's own field", () => {
    expect(withInventory(p, [{ id: "a", inventory_quantity: 3 }]).variants[0].inventory_quantity).toBe(3);
    expect(withInventory(p, [{ id: "other", inventory_quantity: 3 }]).variants[0].inventory_quantity).toBe(50);
  });
  it("says '{n} in stock!', 'Not enough stock. Only {n} left.' or 'Currently unavailable'", () => {
    const v = { manage_inventory: true, inventory_quantity: 3 };
    expect(stockMessage(stockState({ purchasable: true }, v, 1), productPage.stock)).toBe("3 in stock!");
    expect(stockMessage(stockState({ purchasable: true }, v, 3), productPage.stock)).toBe("3 in stock!");
    expect(stockMessage(stockState({ purchasable: true }, v, 4), productPage.stock)).toBe(
      "Not enough stock. Only 3 left.",
    );
    expect(stockMessage(stockState({ purchasable: true }, { ...v, inventory_quantity: 0 }, 1), productPage.stock)).toBe(
      "Currently unavailable",
    );
    expect(stockMessage(stockState({ purchasable: false }, v, 1), productPage.stock)).toBe("Currently unavailable");
    expect(
      stockMessage(
        stockState({ purchasable: true }, { manage_inventory: false, inventory_quantity: null }, 99),
        productPage.stock,
      ),
    ).toBeNull();
  });
  it("allows Add to Cart only when purchasable and the quantity fits managed stock", () => {
    const v = { manage_inventory: true, inventory_quantity: 3 };
    expect(canAddToCart(stockState({ purchasable: true }, v, 3))).toBe(true);
    expect(canAddToCart(stockState({ purchasable: true }, v, 4))).toBe(false);
    expect(canAddToCart(stockState({ purchasable: false }, v, 1))).toBe(false);
    expect(
      canAddToCart(stockState({ purchasable: true }, { manage_inventory: false, inventory_quantity: null }, 500)),
    ).toBe(true);
  });
});

describe("description", () => {
  it("meta uses the first 160 characters of the text", () => {
    const long = `<p>${"word ".repeat(60)}</p>`;
    const meta = productMetaDescription({ description: long }, "T, from our store.");
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta).toBe(htmlToText(long).slice(0, 160).trim());
    expect(productMetaDescription({ description: "<p>Tom &amp; Jerry&nbsp;mug</p>" }, "Mug, from our store.")).toBe(
      "Tom & Jerry mug",
    );
    expect(productMetaDescription({ description: "" }, "Mug, from our store.")).toBe("Mug, from our store.");
  });
  it("HTML from the store is sanitised: no scripts, handlers or javascript: links", () => {
    const html = sanitizeHtml(
      '<p style="x" onmouseover="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a><a href="https://ok.example" target="_blank">b</a></p><iframe src="https://evil"></iframe>',
    );
    expect(html).toContain("<b>there</b>");
    expect(html).not.toMatch(/script|onmouseover|onerror|javascript:|iframe|<img/);
    expect(html).toContain('href="https://ok.example"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

describe("structured data", () => {
  it("describes the product with one offer per variant", () => {
    const p = mapProduct(
      product({
        title: "Face Serum",
        variants: [variant("a", 1, null, { manage_inventory: true, inventory_quantity: 0 }), variant("b", 1)],
      }),
      owner,
    );
    const data = shopProductJsonLd(p, "https://site.example") as {
      name: string;
      offers: Array<Record<string, string>>;
    };
    expect(data.name).toBe("Brand T-Shirt");
    expect(data.offers).toHaveLength(2);
    expect(data.offers[0]).toMatchObject({
      price: "15.00",
      priceCurrency: "USD",
      availability: "https://schema.org/OutOfStock",
    });
    expect(data.offers[1].availability).toBe("https://schema.org/InStock");
  });
});

describe("the API boundary", () => {
  it("allows unknown fields and rejects a malformed product", () => {
    expect(parseProduct({ id: 5, title: "x", brand_new_field: [1, 2], variants: [] })?.id).toBe("5");
    expect(parseProduct({ id: "x" })).toBeNull();
    expect(parseProduct({ id: "x", title: "t", variants: [{ id: "v", prices: [{ amount: "1" }] }] })).toBeNull();
    expect(parseProduct(null)).toBeNull();
  });
});
