/** schema.org JSON-LD for search engines: the organisation, the event and products with offers. */

export type JsonLdObject = Record<string, unknown>;

/** JSON safe inside a <script> element: "<" can never close it. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** sameAs: the owner's social profile URLs. */
export function organizationJsonLd(name: string, origin: string, sameAs: readonly string[] = []): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    sameAs,
  };
}

export function eventJsonLd(options: {
  name: string;
  description: string;
  start: Date;
  durationMinutes: number;
  url: string;
  organizer: string;
}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: options.name,
    description: options.description,
    startDate: options.start.toISOString(),
    endDate: new Date(options.start.getTime() + options.durationMinutes * 60000).toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: options.url },
    isAccessibleForFree: true,
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: options.url,
    },
    organizer: { "@type": "Organization", name: options.organizer, url: new URL("/", options.url).href },
  };
}

export function productJsonLd(options: {
  name: string;
  description: string;
  url: string;
  image?: string;
  priceCents: number;
  currency: string;
  available: boolean;
}): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: options.name,
    description: options.description,
    ...(options.image ? { image: options.image } : {}),
    offers: {
      "@type": "Offer",
      url: options.url,
      price: (options.priceCents / 100).toFixed(2),
      priceCurrency: options.currency.toUpperCase(),
      availability: options.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
}
