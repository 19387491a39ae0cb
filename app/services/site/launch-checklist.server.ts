import type { AppLoadContext } from "@remix-run/cloudflare";
import { priceIdKey } from "~/lib/checkout";
import { profileDefaults } from "~/lib/site-profile";
import { launchChecklist, offerPriceIds, type LaunchItem, type PriceCheck } from "~/lib/go-live";

/**
 * The launch checklist on /owner: what this site would show fake, or without her own value, read
 * live from her saved values (as stored now, not the isolate's minute-old copy), this Worker's
 * settings and Stripe's prices (the pages' cache: at most one call per price an hour). The rules
 * are app/lib/go-live.ts, the same `npm run preflight` applies before a deploy.
 */
export async function launchChecklistFor(context: Pick<AppLoadContext, "services" | "config">): Promise<LaunchItem[]> {
  const { config, services } = context;
  const { overrides } = await services.site.fresh();
  const priced = offerPriceIds((offer) => config.stripe.priceIds[priceIdKey(offer)], overrides.offers);
  let prices: PriceCheck;
  if (priced.length > 0 && config.stripe.secretKey === null) {
    prices = { compared: false, why: "payments are not set up on this site" };
  } else {
    const read = await Promise.all(priced.map(({ priceId }) => services.prices.price(priceId)));
    // The pages' cache keeps no reason: null is a missing price or an unreachable Stripe alike.
    prices = { compared: true, prices: priced.map((p, i) => ({ ...p, price: read[i] ?? "unreadable" })) };
  }
  return launchChecklist({
    profile: profileDefaults(),
    overrides,
    samples: profileDefaults().testimonials,
    storeConnected: config.shop.storeId !== null,
    schedulingUrl: config.schedulingUrl,
    prices,
  });
}
