import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, whoFor } from "./selling";
import type { OfferBlock, SalesPageBase } from "./types";

const personalCredit: OfferBlock = {
  offer: "personal-credit-ebook",
  id: "personal-credit",
  eyebrow: "Ebook",
  heading: "Personal Credit Blueprint",
  text: "Understand exactly what drives your score and follow a step-by-step plan to clean up your reports and build credit that opens doors.",
  bullets: [
    "How to read all three credit reports line by line",
    "Dispute letter templates for inaccurate items",
    "Paying down balances in the order that helps your score most",
    "Building positive history with the right starter accounts",
    "Preparing your credit for a mortgage or auto loan",
  ],
  buyLabel: "Buy the Personal Credit Ebook",
};

const businessFunding: OfferBlock = {
  offer: "business-credit-ebook",
  id: "business-funding",
  eyebrow: "Ebook",
  heading: "Business Credit & Funding Guide",
  text: "Separate your business from your personal finances and build the business credit profile lenders and vendors look for.",
  bullets: [
    "Setting up your business to be seen as fundable",
    "Getting a D-U-N-S number and building your business credit files",
    "Vendor and store accounts that report to business bureaus",
    "Preparing for lines of credit, loans and grants",
    "Common mistakes that get applications denied",
  ],
  buyLabel: "Buy the Business Credit Ebook",
};

const bundle: OfferBlock = {
  offer: "funding-bundle",
  id: "bundle",
  eyebrow: "Best value",
  heading: "The Complete Funding Bundle",
  text: "Get both guides and build personal and business credit side by side, the way funding really works.",
  bullets: [
    "Personal Credit Blueprint ebook",
    "Business Credit & Funding Guide ebook",
    "Credit tracking worksheet",
    "Funding readiness checklist",
  ],
  buyLabel: "Get the Funding Bundle",
  badge: "Best Value",
};

export const fundingBundlePage = {
  path: "/product/funding-bundle",
  seo: {
    title: "Credit & Funding Bundle",
    description: (price) =>
      `Personal credit ebook ${price.of("personal-credit-ebook")}, business credit ebook ${price.of("business-credit-ebook")}, or both in the funding bundle for ${price.of("funding-bundle")}.`,
  },
  hero: {
    eyebrow: "Credit & Funding",
    title: "Build the Credit That Funds Your Future",
    subtitle:
      "Two practical ebooks to strengthen your personal credit and build business credit, on their own or together in one bundle.",
  },
  ebooks: [personalCredit, businessFunding],
  bundle,
  sell: {
    cover: productCovers.fundingBundle,
    delivery: [
      { offer: "personal-credit-ebook", format: "PDF ebook with dispute letter templates", length: "86 pages" },
      { offer: "business-credit-ebook", format: "PDF ebook", length: "92 pages" },
      { offer: "funding-bundle", format: "Both ebooks in PDF", length: "178 pages" },
    ],
    faq: [
      whoFor(
        "Anyone rebuilding personal credit, and founders who want business credit and funding separate from their own.",
      ),
      refundQuestion,
      accessQuestion,
    ],
    closing: { offer: "funding-bundle", buyLabel: "Get the Funding Bundle" },
  },
  testimonials: [
    {
      name: "Keisha R.",
      context: "First-time homebuyer",
      quote:
        "The dispute templates were exactly what I needed. I finally understood my reports and went into my mortgage application with confidence.",
      stars: 5,
    },
    {
      name: "Marcus T.",
      context: "Trucking business owner",
      quote:
        "I didn't know business credit was separate from mine. The business guide walked me through it step by step, and now my company has its own vendor accounts.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
