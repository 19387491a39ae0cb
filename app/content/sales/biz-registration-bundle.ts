import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, whoFor } from "./selling";
import type { OfferBlock, SalesPageBase } from "./types";

const registration: OfferBlock = {
  offer: "biz-registration-bundle",
  id: "get-the-bundle",
  heading: "Biz Registration Bundle",
  text: "The exact steps to register your business in your state, explained in plain language.",
  bullets: [
    "50-state registration guide",
    "Step-by-step video walkthrough",
    "EIN checklist",
    "Compliance checklist for your first year and beyond",
    "Lifetime updates as rules change",
  ],
  buyLabel: "Get the Bundle",
};

export const bizRegistrationBundlePage = {
  path: "/product/biz-registration-bundle",
  seo: {
    title: "Biz Registration Bundle",
    description: (price) =>
      `Register your business the right way: 50-state guide, video walkthrough, EIN and compliance checklists and lifetime updates for ${price.of("biz-registration-bundle")}.`,
  },
  hero: {
    eyebrow: "Biz Registration Bundle",
    title: "Register Your Business the Right Way, the First Time",
    subtitle:
      "Skip the confusing government websites. Follow one clear guide for your state, from choosing your structure to getting your EIN and staying compliant.",
  },
  offer: registration,
  video: {
    title: "Biz Registration Bundle walkthrough",
    url: null,
    placeholder:
      "Included with the bundle: a screen-by-screen video of registering a business, from name search to EIN.",
  },
  inside: {
    heading: "What's inside",
    items: [
      { title: "50-State Guide", text: "Where to file, which forms to use and what to expect, for every state." },
      { title: "Video Walkthrough", text: "Watch a registration from start to finish, screen by screen." },
      {
        title: "EIN & Compliance Checklists",
        text: "Get your EIN, open your bank account and keep up with annual filings.",
      },
      { title: "Lifetime Updates", text: "When the rules change, your guide is updated at no extra cost." },
    ],
  },
  sell: {
    cover: productCovers.bizRegistration,
    delivery: [
      {
        offer: "biz-registration-bundle",
        format: "PDF guide, checklists and a video walkthrough",
        length: "96 pages, 38-minute video",
      },
    ],
    faq: [
      whoFor(
        "First-time founders in any US state who want to register an LLC or corporation correctly, get an EIN and stay compliant.",
      ),
      refundQuestion,
      accessQuestion,
    ],
    closing: { offer: "biz-registration-bundle", buyLabel: "Get the Bundle" },
  },
  testimonials: [
    {
      name: "Angela P.",
      context: "Bakery owner",
      quote:
        "I registered my LLC in an afternoon. The checklist kept me from missing steps I didn't even know existed.",
      stars: 5,
    },
    {
      name: "Chris W.",
      context: "Freelance designer",
      quote: "Clear, simple and to the point. The EIN walkthrough alone saved me hours.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
