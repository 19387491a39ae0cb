import { OFFER_KEYS } from "~/content/offers";
import { closesOpenCheckouts } from "~/lib/checkout";
import { offerStatusOf } from "~/lib/products";
import type { OffersSection, Product, ProductsSection } from "~/lib/site-sections";
import type { SaveArgs } from "~/services/site/section-saves.server";

/**
 * Her offers whose status or price id changed close their open Checkout Sessions (lib/checkout.ts
 * `closesOpenCheckouts`). The save is kept when Stripe cannot be asked: the sessions close by
 * themselves within CHECKOUT_SESSION_TTL_MS, and the note says so.
 */
export async function closeChangedCheckouts(
  args: SaveArgs,
  before: OffersSection | undefined,
  after: OffersSection,
): Promise<string> {
  return expire(
    args,
    OFFER_KEYS.filter((key) => closesOpenCheckouts(before?.[key], after[key])),
  );
}

/** Closes the open Checkout Sessions of these offers; the note for her toast. */
async function expire(args: SaveArgs, changed: string[]): Promise<string> {
  const { payments } = args.context.services;
  if (!payments.configured || changed.length === 0) return "";
  try {
    const closed = await payments.expireOpenSessions(changed);
    return closed > 0
      ? `${closed} checkout${closed === 1 ? "" : "s"} opened before ${closed === 1 ? "was" : "were"} closed.`
      : "";
  } catch (error) {
    console.error(`Open checkouts not closed: ${error instanceof Error ? error.message : String(error)}`);
    return "Checkouts opened before could not be closed now: they close by themselves within the hour.";
  }
}

/** The same for her products (a draft counts as hidden): a change of status or price closes their open checkouts. */
export async function closeChangedProductCheckouts(
  args: SaveArgs,
  before: ProductsSection | undefined,
  after: ProductsSection,
): Promise<string> {
  const asOffer = (product: Product | undefined) =>
    product ? { status: offerStatusOf(product.status), priceId: product.priceId } : undefined;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => closesOpenCheckouts(asOffer(before?.[key]), asOffer(after[key])));
  return expire(args, changed);
}
