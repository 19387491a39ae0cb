import { createCookie } from "@remix-run/cloudflare";
import * as v from "valibot";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartEntry } from "~/lib/cart";
import type { Config } from "~/server/config.server";

/**
 * The cart cookie: signed with SESSION_SECRET, HttpOnly, SameSite=Lax. It holds ids and
 * quantities only, as [productId, variantId, quantity] triples; prices always come from the
 * catalog. A tampered, foreign or unreadable cookie is an empty cart, silently.
 */
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const StoredCart = v.pipe(
  v.array(v.tuple([Id, Id, v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY))])),
  v.maxLength(MAX_CART_LINES),
);

export const CART_COOKIE_NAME = "__cart";
/** Browsers drop a cookie over 4,096 bytes (name, value and attributes): a cart stays below. */
export const MAX_CART_COOKIE_BYTES = 4_000;
const THIRTY_DAYS = 60 * 60 * 24 * 30;

export function createCartSession(config: Config) {
  const cookie = createCookie(CART_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.environment === "production",
    secrets: [config.sessionSecret],
    maxAge: THIRTY_DAYS,
  });

  async function read(request: Request): Promise<CartEntry[]> {
    const header = request.headers.get("Cookie");
    if (!header?.includes(`${CART_COOKIE_NAME}=`)) return [];
    let value: unknown;
    try {
      value = await cookie.parse(header);
    } catch {
      return [];
    }
    const result = v.safeParse(StoredCart, value);
    if (!result.success) return [];
    return result.output.map(([productId, variantId, quantity]) => ({ productId, variantId, quantity }));
  }

  return {
    read,
    /**
     * The Set-Cookie header that stores these entries (an empty cart expires the cookie), or null
     * when it would be too large for the browser to keep: the caller refuses the change.
     */
    async commit(entries: readonly CartEntry[]): Promise<string | null> {
      if (entries.length === 0) return cookie.serialize("", { maxAge: 0 });
      if (entries.length > MAX_CART_LINES || entries.some((e) => e.quantity > MAX_LINE_QUANTITY)) return null;
      const header = await cookie.serialize(entries.map((e) => [e.productId, e.variantId, e.quantity]));
      return new TextEncoder().encode(header).length <= MAX_CART_COOKIE_BYTES ? header : null;
    },
  };
}

export type CartSession = ReturnType<typeof createCartSession>;
