import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, whoFor } from "./selling";
import type { OfferKey } from "~/content/offers";
import type { SalesPageBase } from "./types";

export interface EbookOfferCard {
  /** null for the free blueprint, which leads to its sign-up form instead of a checkout. */
  offer: OfferKey | null;
  name: string;
  text: string;
  bullets: readonly string[];
  buttonText: string;
  badge?: string;
}

export const ebookGrowthAcceleratorPage = {
  path: "/product/ebook-growth-accelerator",
  seo: {
    title: "E-Book Growth Accelerator",
    description: (price) =>
      `Write, launch and grow your ebook: the free E-Book Launch Blueprint, the ${price.of("accelerator")} Growth Accelerator and the ${price.of("vip")} VIP upgrade.`,
  },
  hero: {
    eyebrow: "E-Book Growth Accelerator",
    title: "Turn What You Know Into an Ebook That Sells",
    subtitle:
      "Your story and expertise can serve people you'll never meet. We'll help you write it, publish it and sell it with a plan.",
  },
  offersHeading: "Pick your starting point",
  freeLabel: "Free",
  cards: [
    {
      offer: null,
      name: "E-Book Launch Blueprint",
      text: "A free step-by-step guide to plan your ebook and its launch.",
      bullets: ["Choosing a topic readers will pay for", "Outline template", "Launch week checklist"],
      buttonText: "Get the Free Blueprint",
    },
    {
      offer: "accelerator",
      name: "E-Book Growth Accelerator",
      text: "The complete system to write, design, publish and market your ebook.",
      bullets: [
        "Writing sprints and chapter templates",
        "Cover and interior design guide",
        "Publishing on your site and major platforms",
        "Sales page and email launch templates",
        "Pricing and promotion strategy",
      ],
      buttonText: "Join the Accelerator",
      badge: "Most Popular",
    },
    {
      offer: "vip",
      name: "VIP Ebook Upgrade",
      text: "Everything in the Accelerator plus personal support to get your ebook finished and launched.",
      bullets: [
        "Everything in the Growth Accelerator",
        "Two one-on-one coaching calls",
        "Manuscript review with feedback",
        "Launch plan built with you",
      ],
      buttonText: "Go VIP",
    },
  ] satisfies readonly EbookOfferCard[] as readonly EbookOfferCard[],
  freeBlueprint: {
    id: "free-blueprint",
    heading: "Get the free E-Book Launch Blueprint",
    text: "Enter your name and email and we'll send the blueprint straight to your inbox.",
  },
  sell: {
    cover: productCovers.ebookGrowth,
    delivery: [
      { offer: "accelerator", format: "PDF workbook with templates", length: "132 pages" },
      {
        offer: "vip",
        format: "The workbook, a VIP guide and a manuscript review",
        length: "2 PDFs, 188 pages",
      },
    ],
    faq: [
      whoFor(
        "Coaches, experts and first-time authors who want to turn what they know into an ebook that sells, from outline to launch.",
      ),
      refundQuestion,
      accessQuestion,
    ],
    closing: { offer: "accelerator", buyLabel: "Get the Accelerator" },
  },
  testimonials: [
    {
      name: "Monique L.",
      context: "Author and speaker",
      quote:
        "I had half a manuscript for three years. The accelerator gave me deadlines and templates, and I launched my ebook to my church community within two months.",
      stars: 5,
    },
    {
      name: "Joseph K.",
      context: "Financial educator",
      quote:
        "The VIP calls were worth it. Having someone review my manuscript and plan the launch with me made all the difference.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
