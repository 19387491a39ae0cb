import type { AppLoadContext } from "@remix-run/cloudflare";
import { COVER_KINDS } from "~/content/products";
import { photoFacts } from "~/lib/image-size";
import { PHOTO_MAX_BYTES, photoType, type PhotoType } from "~/lib/image-type";
import { priceProblem } from "~/lib/offer-prices";
import type { Product, SitePhoto } from "~/lib/site-sections";

/**
 * What making or changing one of her products asks of the outside: her cover (a photo, judged by
 * its bytes, stored as her other photos are) and a price she typed, made in Stripe and read back
 * from Stripe before it is used. Nothing is stored until every part is ready (the routes save the
 * product last), so a failure leaves the product as it was.
 */

export const COVER_REFUSED = `Choose a cover that is ${COVER_KINDS}.`;

type Services = AppLoadContext["services"];

/** A cover she chose, checked by its bytes; null when none was chosen. */
export async function checkedCover(
  entry: FormDataEntryValue | null,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: PhotoType } | { refused: string } | null> {
  if (!(entry instanceof File) || entry.size === 0) return null;
  if (entry.size > PHOTO_MAX_BYTES) return { refused: `${COVER_REFUSED} This one is larger.` };
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const type = photoType(bytes);
  return type ? { bytes, type } : { refused: COVER_REFUSED };
}

/** Stores a checked cover; the photo as the product keeps it. */
export async function storeCover(
  services: Services,
  cover: { bytes: Uint8Array<ArrayBuffer>; type: PhotoType },
): Promise<SitePhoto> {
  const src = await services.sitePhotos.put(cover.bytes, cover.type);
  const facts = photoFacts(cover.bytes);
  return { src, ...(facts ? { width: facts.width, height: facts.height } : {}) };
}

/** Why no price can be made here now (no Stripe key), in her words; null when one can. */
export function cannotMakePrice(services: Services): string | null {
  return services.payments.configured
    ? null
    : "Connect Stripe first: this site has no Stripe secret key yet, so it cannot make a price. Ask whoever deploys the site to add your Stripe secret key, then type the price here again.";
}

/**
 * A new Stripe Price for her product (on its own Stripe Product), read back from Stripe: what
 * Stripe confirms it charges is what the product stores. The price it replaces, which the site
 * made, is archived. A refusal (Stripe unreachable, or it answered otherwise) says nothing changed.
 */
export async function makeProductPrice(
  services: Services,
  input: {
    slug: string;
    product: Pick<Product, "title" | "createdAt" | "productId" | "priceId">;
    cents: number;
    interval: Product["interval"];
  },
): Promise<{ priceId: string; productId: string; cents: number; archived: boolean } | { refused: string }> {
  const { payments, prices } = services;
  const billing = input.interval === "month" ? ("month" as const) : ("once" as const);
  try {
    const made = await payments.newOfferPrice({
      offer: input.slug,
      // Her product's address and when she made it: another product later given a removed one's address is another Product.
      scope: `product-${input.slug}-${Date.parse(input.product.createdAt)}`,
      name: input.product.title,
      cents: input.cents,
      interval: billing === "month" ? "month" : null,
      productId: input.product.productId ?? null,
      replacing: input.product.priceId ?? null,
    });
    const confirmed = await prices.retrieveFresh(made.priceId);
    if (!confirmed || priceProblem({ billing }, confirmed) !== null || confirmed.cents !== input.cents) {
      return { refused: "Stripe did not confirm the price it made: nothing was changed. Please try again." };
    }
    return { priceId: made.priceId, productId: made.productId, cents: confirmed.cents, archived: made.archived };
  } catch (error) {
    console.error(`New price for ${input.slug}:`, error instanceof Error ? error.message : String(error));
    return { refused: "Stripe could not make the price just now: nothing was changed. Please try again." };
  }
}
