import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, whoFor } from "./selling";
import type { OfferBlock, SalesPageBase } from "./types";

const plan: OfferBlock = {
  offer: "homeownership-game-plan",
  id: "get-the-plan",
  heading: "90-Day Homeownership Game Plan",
  text: "A week-by-week plan that takes you from renter to ready, with every step, document and conversation laid out.",
  bullets: [
    "Days 1–30: review your credit, budget and savings plan",
    "Days 31–60: find down payment assistance and get pre-approved",
    "Days 61–90: shop with confidence, make an offer and close",
    "Document checklist lenders ask for",
    "Questions to ask your lender, agent and inspector",
  ],
  buyLabel: "Get the Game Plan",
};

export const homeownershipGamePlanPage = {
  path: "/product/homeownership-game-plan",
  seo: {
    title: "90-Day Homeownership Game Plan",
    description: (price) =>
      `Your step-by-step 90-day plan to homeownership: ${price.of("homeownership-game-plan")}${price.was("homeownership-game-plan") ? `, was ${price.was("homeownership-game-plan")}` : ""}.`,
  },
  hero: {
    eyebrow: "90-Day Homeownership Game Plan",
    title: "Go From Renting to Owning in 90 Days",
    subtitle:
      "Homeownership is closer than you think. Follow a clear, proven sequence and walk into your lender's office prepared.",
  },
  offer: plan,
  sell: {
    cover: productCovers.homeownership,
    delivery: [{ offer: "homeownership-game-plan", format: "PDF plan with checklists", length: "64 pages" }],
    faq: [
      whoFor(
        "Renters and first-time buyers who want to own a home within months and need to know each step and document.",
      ),
      refundQuestion,
      accessQuestion,
    ],
    closing: { offer: "homeownership-game-plan", buyLabel: "Get the Game Plan" },
  },
  testimonials: [
    {
      name: "Jasmine H.",
      context: "First-time homeowner",
      quote:
        "I followed the plan week by week. The down payment assistance section alone changed everything for my family. We closed on our first home this spring.",
      stars: 5,
    },
    {
      name: "Robert N.",
      context: "Homeowner",
      quote: "Simple, encouraging and practical. I always knew what to do next.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
