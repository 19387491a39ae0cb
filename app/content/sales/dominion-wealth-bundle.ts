import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, whoFor } from "./selling";
import type { OfferKey } from "~/content/offers";
import type { SalesPageBase } from "./types";

export interface BundleItem {
  title: string;
  text: string;
  /** An item that is also sold on its own: its price (and "was" price) come from that offer. */
  offer?: OfferKey;
  /** A bonus's stated value in cents; null for the priceless one. */
  valueCents?: number | null;
}

export const dominionWealthBundlePage = {
  path: "/product/dominion-wealth-bundle",
  seo: {
    title: "Dominion Wealth Bundle",
    description: (price) =>
      price.was("dominion-wealth-bundle")
        ? `Credit, homeownership and wealth-building resources plus bonuses: a total value of ${price.was("dominion-wealth-bundle")}+ for ${price.of("dominion-wealth-bundle")}.`
        : `Credit, homeownership and wealth-building resources plus bonuses, for ${price.of("dominion-wealth-bundle")}.`,
  },
  hero: {
    eyebrow: "Dominion Wealth Bundle",
    title: "Take Dominion Over Your Finances",
    subtitle:
      "Our most complete collection: repair your credit, follow a plan to homeownership and build wealth with bonuses that take you further.",
  },
  offer: "dominion-wealth-bundle" as OfferKey,
  buyLabel: "Get the Dominion Wealth Bundle",
  totalValueLabel: "Total value",
  includesHeading: "Everything included",
  includes: [
    {
      title: "Personal Credit Blueprint ebook",
      text: "Clean up your reports and build a score lenders respect.",
      offer: "personal-credit-ebook",
    },
    {
      title: "90-Day Homeownership Game Plan",
      text: "Your week-by-week path from renting to owning.",
      offer: "homeownership-game-plan",
    },
  ] satisfies readonly BundleItem[],
  bonusesHeading: "Plus these bonuses",
  bonuses: [
    {
      title: "Bonus 1: Wealth Builder Coaching Vault",
      text: "Recorded coaching sessions on credit, funding, homeownership and investing.",
      valueCents: 169800,
    },
    {
      title: "Bonus 2: Business Funding Masterclass",
      text: "How to prepare your business for its first line of credit, loan or grant.",
      valueCents: 99500,
    },
    {
      title: "Bonus 3: Budget & Debt Freedom Toolkit",
      text: "Budget templates, a debt payoff planner and a savings tracker.",
      valueCents: 29500,
    },
    {
      title: "Bonus 4: Kingdom Wealth Prayer & Vision Journal",
      text: "Scripture, prayers and prompts to keep your financial goals anchored in faith.",
      valueCents: null,
    },
  ] satisfies readonly BundleItem[],
  pricelessLabel: "Priceless",
  sell: {
    cover: productCovers.dominionWealth,
    delivery: [
      {
        offer: "dominion-wealth-bundle" as OfferKey,
        format: "PDF ebooks, toolkit and journal, plus recorded coaching",
        length: "2 ebooks, 4 bonuses, over 9 hours of recordings",
      },
    ],
    faq: [
      whoFor(
        "Families and individuals who want to repair their credit, buy a home and build wealth with one plan, anchored in faith.",
      ),
      refundQuestion,
      accessQuestion,
    ],
    closing: { offer: "dominion-wealth-bundle", buyLabel: "Get the Dominion Wealth Bundle" },
  },
  testimonials: [
    {
      name: "Felicia G.",
      context: "Mother of three",
      quote:
        "This bundle gave me a plan for my credit and my first home at the same time. For the first time I feel in control of our finances.",
      stars: 5,
    },
    {
      name: "Anthony D.",
      context: "Entrepreneur",
      quote:
        "The Business Funding Masterclass bonus alone was worth the price. Everything is practical and easy to follow.",
      stars: 5,
    },
    {
      name: "Grace O.",
      context: "Homeowner",
      quote:
        "The prayer journal kept me going when the process got hard. Six months later, I have the keys to my home.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
