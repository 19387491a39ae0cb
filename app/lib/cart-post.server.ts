import * as v from "valibot";

/**
 * What a post to /cart may carry: one intent and its fields (ids and quantities bounded; restore
 * carries the browser's stored copy). Only the action uses it: a `.server` module, so the cart
 * page's script carries neither the schema nor valibot.
 */
const cartPostSchema = buildCartPostSchema();

/** A post's fields checked against the schema (here, so the route imports neither it nor valibot). */
export const parseCartPost = (fields: Record<string, unknown>) => v.safeParse(cartPostSchema, fields);

function buildCartPostSchema() {
  const Id = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128));
  // Any whole number from 1: the cart service refuses what is over stock or absurd, in words.
  const Quantity = v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{1,40}$/), v.transform(Number), v.minValue(1)),
    "1",
  );
  return v.variant("intent", [
    v.object({ intent: v.literal("add"), productId: Id, variantId: Id, quantity: Quantity }),
    v.object({ intent: v.literal("set-quantity"), variantId: Id, quantity: Quantity }),
    v.object({ intent: v.literal("remove"), variantId: Id }),
    v.object({ intent: v.literal("clear") }),
    v.object({ intent: v.literal("checkout") }),
    v.object({ intent: v.literal("restore"), items: v.pipe(v.string(), v.maxLength(32_000)) }),
  ]);
}
