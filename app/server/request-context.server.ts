import type { Config, Env } from "./config.server";
import { createCart } from "~/services/shop/cart.server";
import { createCartSession } from "~/services/shop/cart-session.server";
import { createDownloads } from "~/services/sales/downloads.server";
import { createOfferFiles } from "~/services/sales/offer-files.server";
import { createEmail } from "~/services/email/email.server";
import { signatureFor } from "~/services/email/signature.server";
import { createFulfilment } from "~/services/sales/fulfilment.server";
import { createPayments } from "~/services/sales/payments.server";
import { createPrices } from "~/services/sales/prices.server";
import { createCatalog, type CatalogPlatform } from "~/services/shop/catalog.server";
import {
  createBillingLinkRecords,
  createConsentRecords,
  createHeldNotices,
  createLeadInterests,
  createLeadRecords,
  createOrderRecords,
  createOutbox,
  createRegistrationRecords,
} from "./records.server";
import { createSiteContent } from "~/services/site/site-content.server";
import { createSitePhotos } from "~/services/site/site-photos.server";
import { createToastService } from "./toast.server";
import { createPageTally, type PageTally } from "~/services/counts/page-counts.server";

/** The Workers cache, the isolate's memory of kept values (services/cache) and waitUntil. */
export type ServicesPlatform = CatalogPlatform;

/**
 * Everything that talks to the outside, built once per request from the bindings. `platform`: the
 * Workers cache, the isolate's memory and waitUntil (the shop keeps its GET answers there, the
 * site its owner's content, the offers' Stripe prices theirs). `counts`: the request's page counts
 * (none outside a request's pipeline).
 */
export function createServices(
  config: Config,
  platform: ServicesPlatform = {},
  counts: PageTally = createPageTally(null),
) {
  const shop = createCatalog(config, platform);
  const payments = createPayments(config);
  const prices = createPrices(config, payments, platform);
  const orders = createOrderRecords(config);
  const consent = createConsentRecords(config);
  // Without a platform (never in the app itself) a message is sent without being awaited.
  const email = createEmail({
    config: config.email,
    outbox: createOutbox(config),
    suppressions: consent,
    waitUntil: platform.waitUntil ?? ((promise) => void promise),
  });
  const site = createSiteContent({ db: config.d1, memory: platform.kept });
  return {
    toasts: createToastService(config),
    cart: createCart(createCartSession(config), shop),
    leads: createLeadRecords(config),
    /** The email list's leads by interest (broadcast audiences); null where they cannot be read. */
    leadInterests: createLeadInterests(config),
    payments,
    prices,
    orders,
    email,
    fulfilment: createFulfilment({
      payments,
      orders,
      email,
      counts,
      saleSettings: () => site.overrides(),
      kept: platform.kept,
      signature: () => signatureFor({ config, services: { site } }),
    }),
    counts,
    downloads: createDownloads(config.downloads),
    consent,
    registrations: createRegistrationRecords(config),
    billingLinks: createBillingLinkRecords(config),
    heldNotices: createHeldNotices(config),
    site,
    sitePhotos: createSitePhotos(config.downloads),
    offerFiles: createOfferFiles(config.downloads),
    shop,
  };
}

export type Services = ReturnType<typeof createServices>;

export interface RequestContext {
  env: Env;
  config: Config;
  services: Services;
  cspNonce: string;
  /** The post was over its limit and its body dropped unread (only the photo form's: it answers beside the field). */
  bodyTooLarge?: boolean;
  /** Cloudflare's request metadata (time zone, country); empty in Node tests. */
  cf: { timezone?: string; [key: string]: unknown };
  waitUntil: (promise: Promise<unknown>) => void;
}

declare module "@remix-run/cloudflare" {
  // Declaration merging: Remix's AppLoadContext gains RequestContext's fields.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
