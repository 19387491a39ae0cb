import type { ApiProductInput } from "~/lib/shop-schema";

/**
 * The bundled demo catalog, used when STORE_ID is not set. It is written exactly as the shop API
 * answers (placeholder titles, prices in cents, `images` in lists, `media` in a single product) and
 * served through the same client by `demoShopFetch`, so the site runs the same code either way.
 */

const usd = { code: "USD", symbol: "$", template: "$$1" };

function price(amount: number, sale: number | null = null) {
  return [{ amount, sale_amount: sale, currency_code: "usd", currency: usd }];
}

function images(...names: string[]) {
  return names.map((name, order) => ({ url: `/images/store/${name}.svg`, order, type: "image" }));
}

const NOW = "2026-01-05T09:00:00.000Z";

export const DEMO_PRODUCTS: ApiProductInput[] = [
  {
    id: "demo-brand-tshirt",
    title: "Face Serum",
    subtitle: "Soft cotton tee with the brand mark",
    ribbon_text: "Bestseller",
    description:
      "<p>Our signature tee in heavyweight, pre-shrunk cotton with the brand mark printed on the chest.</p><ul><li>100% cotton</li><li>Unisex fit</li><li>Machine wash cold</li></ul>",
    thumbnail: "/images/store/brand-tshirt-black.svg",
    type: { value: "physical" },
    purchasable: true,
    order: 1,
    site_product_selection: "lowest_price_first",
    status: "published",
    images: images("brand-tshirt-black", "brand-tshirt-white", "brand-tshirt-navy", "brand-tshirt-detail"),
    options: [
      {
        id: "opt-color",
        title: "Color",
        values: [
          { id: "val-black", option_id: "opt-color", variant_id: "demo-tee-black", value: "Black" },
          { id: "val-white", option_id: "opt-color", variant_id: "demo-tee-white", value: "White" },
          { id: "val-navy", option_id: "opt-color", variant_id: "demo-tee-navy", value: "Navy" },
        ],
      },
    ],
    variants: [
      {
        id: "demo-tee-black",
        title: "Black",
        image_url: "/images/store/brand-tshirt-black.svg",
        sku: "TEE-BLK",
        manage_inventory: true,
        inventory_quantity: 12,
        weight: 200,
        prices: price(1500),
      },
      {
        id: "demo-tee-white",
        title: "White",
        image_url: "/images/store/brand-tshirt-white.svg",
        sku: "TEE-WHT",
        manage_inventory: true,
        inventory_quantity: 3,
        weight: 200,
        prices: price(1500),
      },
      {
        id: "demo-tee-navy",
        title: "Navy",
        image_url: "/images/store/brand-tshirt-navy.svg",
        sku: "TEE-NVY",
        manage_inventory: true,
        inventory_quantity: 8,
        weight: 200,
        prices: price(1500),
      },
    ],
  },
  {
    id: "demo-polo-shirt",
    title: "Handmade Vase",
    subtitle: "Embroidered polo",
    ribbon_text: "Sale",
    description: "<p>A classic piqué polo with a small embroidered crest. Dress it up or down.</p>",
    thumbnail: "/images/store/polo-shirt.svg",
    type: { value: "physical" },
    purchasable: true,
    order: 2,
    site_product_selection: null,
    status: "published",
    images: images("polo-shirt", "polo-shirt-back"),
    variants: [
      {
        id: "demo-polo",
        title: "One size",
        image_url: null,
        sku: "POLO",
        manage_inventory: true,
        inventory_quantity: 2,
        prices: price(2500, 1999),
      },
    ],
  },
  {
    id: "demo-devotional-book",
    title: "Hand Soap",
    subtitle: "A 30-day morning devotional",
    ribbon_text: null,
    description:
      "<p>Thirty short readings for the first cup of the day: scripture, a reflection and one money move to make before noon.</p>",
    thumbnail: "/images/store/devotional.svg",
    type: { value: "physical" },
    purchasable: true,
    order: 3,
    site_product_selection: "lowest_price_first",
    status: "published",
    images: images("devotional"),
    variants: [
      {
        id: "demo-devotional",
        title: "Paperback",
        image_url: null,
        sku: "DEVO",
        manage_inventory: false,
        inventory_quantity: null,
        prices: price(1999),
      },
    ],
  },
  {
    id: "demo-quote-prints",
    title: "Set of plates",
    subtitle: "Framed quote prints",
    ribbon_text: null,
    description: "<p>A set of three framed prints with the quotes readers ask for most. Ready to hang.</p>",
    thumbnail: "/images/store/power-quotes.svg",
    type: { value: "physical" },
    purchasable: true,
    order: 4,
    site_product_selection: "lowest_price_first",
    status: "published",
    images: images("power-quotes"),
    variants: [
      {
        id: "demo-quotes",
        title: "Set of 3",
        image_url: null,
        sku: "QUOTES",
        manage_inventory: true,
        inventory_quantity: 25,
        prices: price(1299),
      },
    ],
  },
  {
    id: "demo-jewelry-set",
    title: "Sunglasses",
    subtitle: "Gold-tone necklace and bracelet",
    ribbon_text: null,
    description: "<p>A gold-tone necklace and bracelet set, gift-boxed. Back soon.</p>",
    thumbnail: "/images/store/jewelry-set.svg",
    type: { value: "physical" },
    purchasable: true,
    order: 5,
    site_product_selection: "lowest_price_first",
    status: "published",
    images: images("jewelry-set"),
    variants: [
      {
        id: "demo-jewelry",
        title: "Gold",
        image_url: null,
        sku: "JEWEL",
        manage_inventory: true,
        inventory_quantity: 0,
        prices: price(14999),
      },
    ],
  },
  {
    id: "demo-mug",
    title: "Wooden Chair",
    subtitle: "Ceramic mugs for the morning devotional",
    ribbon_text: "New",
    description: "<p>Stoneware mugs with a quote on each side. Dishwasher and microwave safe.</p>",
    thumbnail: "/images/store/mugs.svg",
    type: { value: "physical" },
    purchasable: true,
    order: 6,
    site_product_selection: "lowest_price_first",
    status: "published",
    images: images("mugs", "mugs-pair"),
    variants: [
      {
        id: "demo-mugs",
        title: "11 oz",
        image_url: null,
        sku: "MUG",
        manage_inventory: false,
        inventory_quantity: null,
        prices: price(1500),
      },
    ],
  },
  {
    id: "demo-pen-set",
    title: "Wool Sweater",
    subtitle: "Engraved pen set",
    ribbon_text: "Limited",
    description: "<p>Two weighted metal pens, engraved, in a gift case. For signing the deals you prayed for.</p>",
    thumbnail: "/images/store/pens.svg",
    type: { value: "physical" },
    purchasable: true,
    order: 7,
    site_product_selection: "lowest_price_first",
    status: "published",
    images: images("pens"),
    variants: [
      {
        id: "demo-pens",
        title: "Gift case",
        image_url: null,
        sku: "PENS",
        manage_inventory: true,
        inventory_quantity: 5,
        prices: price(10900),
      },
    ],
  },
].map((product) => ({ ...product, created_at: NOW, updated_at: NOW, deleted_at: null }));

export const DEMO_BASE_URL = "https://demo-store.invalid/store/demo";

function answer(status: number, statusText: string, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
}

function stockOf(variantId: string): { managed: boolean; quantity: number } | null {
  for (const product of DEMO_PRODUCTS) {
    const variant = product.variants?.find((v) => v.id === variantId);
    if (variant)
      return { managed: Boolean(variant.manage_inventory), quantity: Number(variant.inventory_quantity ?? 0) };
  }
  return null;
}

/** Answers the four shop API calls from the bundled catalog, as the real API would. */
export async function demoShopFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/store\/demo/, "");
  if (request.method === "GET" && path === "/products") {
    const ids = url.searchParams.getAll("ids[]");
    const all = ids.length ? DEMO_PRODUCTS.filter((p) => ids.includes(String(p.id))) : DEMO_PRODUCTS;
    const offset = Number(url.searchParams.get("offset") ?? 0) || 0;
    const limit = Number(url.searchParams.get("limit") ?? 100) || 100;
    return answer(200, "OK", { count: all.length, offset, limit, products: all.slice(offset, offset + limit) });
  }
  const single = /^\/products\/([^/]+)$/.exec(path);
  if (request.method === "GET" && single) {
    const product = DEMO_PRODUCTS.find((p) => p.id === decodeURIComponent(single[1]));
    if (!product) return answer(404, "Not Found", { message: "Product not found" });
    // A single product carries `media` where the list has `images`.
    const { images: media, ...rest } = product;
    return answer(200, "OK", { product: { ...rest, media } });
  }
  if (request.method === "GET" && path === "/variants") {
    const ids = url.searchParams.getAll("product_ids[]");
    const variants = DEMO_PRODUCTS.filter((p) => ids.includes(String(p.id))).flatMap((p) =>
      (p.variants ?? []).map((v) => ({ id: v.id, inventory_quantity: v.inventory_quantity ?? null })),
    );
    return answer(200, "OK", { variants });
  }
  if (request.method === "POST" && path === "/checkout") {
    const body = (await request.json()) as { items?: { variant_id: string; quantity: number }[]; successUrl?: string };
    if (!body.items?.length || !body.successUrl)
      return answer(400, "Bad Request", { message: "items and successUrl are required" });
    for (const item of body.items) {
      const stock = stockOf(item.variant_id);
      if (!stock) return answer(400, "Bad Request", { message: `Unknown variant ${item.variant_id}` });
      if (stock.managed && item.quantity > stock.quantity)
        return answer(422, "Unprocessable Entity", { code: "insufficient_inventory" });
    }
    // No payment in the demo: the "checkout" is the site's thank-you page, saying nothing was charged.
    return answer(200, "OK", { url: `${new URL(body.successUrl).origin}/success?demo=1` });
  }
  return answer(404, "Not Found", { message: "Not found" });
}
