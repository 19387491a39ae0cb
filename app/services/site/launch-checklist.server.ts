import type { AppLoadContext } from "@remix-run/cloudflare";
import { priceIdKey } from "~/lib/checkout";
import { profileDefaults } from "~/lib/site-profile";
import type { OfferKey } from "~/content/offers";
import { launchChecklist, offerPriceIds, shippedFileOffers, type LaunchItem, type PriceCheck } from "~/lib/go-live";
import { currentFiles } from "~/lib/offer-files";
import type { OffersSection } from "~/lib/site-sections";

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
    sampleFiles: config.downloads ? await sampleFileOffers(services.offerFiles, overrides.offers) : null,
  });
}

/**
 * The offers on sale whose shipped file (one she has not replaced) is in R2 as a sample `npm start`
 * seeded (its SAMPLE_FILE_MARK metadata): one HEAD per such file.
 */
async function sampleFileOffers(
  files: AppLoadContext["services"]["offerFiles"],
  section: OffersSection | undefined,
): Promise<OfferKey[]> {
  const shipped = shippedFileOffers(section);
  const marked = await Promise.all(
    shipped.map(async (key) => {
      const keys = currentFiles(key, section?.[key])
        .filter((file) => file.uploadedAt === null)
        .map((file) => file.key);
      const samples = await Promise.all(keys.map((object) => files.isSample(object)));
      return samples.some(Boolean);
    }),
  );
  return shipped.filter((_, index) => marked[index]);
}
