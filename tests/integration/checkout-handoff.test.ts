import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartCopy } from "~/content/cart";
import { cookiesFrom, useTestApp } from "../support/harness/app";
import { decode, mainOf, textOf } from "../support/harness/html";
import { startShopStandIn, type ShopStandIn } from "../support/stand-ins/shop";

/**
 * A store checkout on an origin the CSP's form-action does not name: browsers refuse to follow a
 * form post's redirect there, so a no-JavaScript visitor gets a same-site page that hands over by
 * refresh and link (navigations, which form-action does not govern).
 */

const OTHER_ORIGIN_CHECKOUT = "https://checkout.example.test/pay/123?session=a&b=c";

let api: ShopStandIn;
beforeAll(async () => {
  api = await startShopStandIn("handoff-store");
});
afterAll(() => api.close());
const app = useTestApp(() => ({ STORE_ID: api.storeId, STORE_API_URL: api.url }));
beforeEach(() => {
  api.requests.length = 0;
  api.checkout = { url: OTHER_ORIGIN_CHECKOUT };
});

async function cartWithOneItem(): Promise<string> {
  const add = await app.post("/cart", {
    redirectTo: "/cart",
    intent: "add",
    productId: "demo-brand-tshirt",
    variantId: "demo-tee-black",
    quantity: "1",
  });
  expect(add.status).toBe(303);
  return cookiesFrom(add);
}

function formAction(response: Response): string[] {
  const directive = (response.headers.get("Content-Security-Policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("form-action"));
  return directive?.split(" ").slice(1) ?? [];
}

describe("no-JavaScript checkout to another origin", () => {
  it("answers a same-site page with a refresh and a visible link, and clears the cart", async () => {
    const cookie = await cartWithOneItem();
    const response = await app.post(
      "/cart",
      { intent: "checkout", redirectTo: "/cart" },
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    // The CSP stays strict: the checkout's origin is still not a form-action.
    expect(formAction(response)).not.toContain(new URL(OTHER_ORIGIN_CHECKOUT).origin);

    const html = await response.text();
    const main = mainOf(html);
    expect(textOf(main)).toContain(cartCopy.handoffTitle);
    const refresh = /<meta http-equiv="refresh" content="([^"]*)"/.exec(html)?.[1];
    expect(decode(refresh ?? "")).toBe(`0;url=${OTHER_ORIGIN_CHECKOUT}`);
    const link = /<a\b[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(main);
    expect(decode(link?.[1] ?? "")).toBe(OTHER_ORIGIN_CHECKOUT);
    expect(link?.[2]).toBe(cartCopy.handoffLink);
    expect(api.requestsTo("/checkout")).toHaveLength(1);

    const after = await app.fetch("/cart", { headers: { Cookie: cookiesFrom(response, cookie) } });
    expect(await after.text()).toContain('data-testid="cart-empty"');
  });

  it("still redirects a fetcher (JavaScript), which navigates rather than posts", async () => {
    const cookie = await cartWithOneItem();
    const response = await app.post(
      "/cart?_data=routes%2Fcart",
      { intent: "checkout" },
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("X-Remix-Redirect")).toBe(OTHER_ORIGIN_CHECKOUT);
  });

  it("redirects with a 303 when the checkout is on an origin form-action allows", async () => {
    api.checkout = { url: `${api.url}/pay/456` };
    const cookie = await cartWithOneItem();
    const response = await app.post(
      "/cart",
      { intent: "checkout", redirectTo: "/cart" },
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${api.url}/pay/456`);
    expect(formAction(response)).toContain(api.url);
  });

  it("refuses a checkout URL that is not http(s), without a page that would follow it", async () => {
    api.checkout = { url: "javascript:alert(1)" };
    const cookie = await cartWithOneItem();
    const response = await app.post(
      "/cart",
      { intent: "checkout", redirectTo: "/cart" },
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain(cartCopy.checkoutErrorTitle);
  });
});
