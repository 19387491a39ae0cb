import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, whoFor } from "./selling";
import type { OfferBlock, SalesPageBase } from "./types";

const bundle: OfferBlock = {
  offer: "investor-bundle",
  id: "get-the-bundle",
  heading: "Beginner to Expert Investor Bundle",
  text: "A complete learning path from your first investing lesson to confidently buying and managing property.",
  bullets: [
    "Investing foundations: stocks, real estate and building your first portfolio",
    "How to analyze a rental property deal",
    "Financing options for your first investment property",
    "House hacking and other low-money-down strategies",
    "Deal analysis spreadsheet and investor checklists",
  ],
  buyLabel: "Get the Investor Bundle",
};

export const investorBundlePage = {
  path: "/product/beginner-to-expert-investor-bundle",
  seo: {
    title: "Beginner to Expert Investor Bundle",
    description: (price) =>
      `Go from beginner to confident investor with the investor bundle: ${price.of("investor-bundle")}${price.was("investor-bundle") ? `, regularly ${price.was("investor-bundle")}` : ""}.`,
  },
  hero: {
    eyebrow: "Investor Bundle",
    title: "From Beginner to Confident Investor",
    subtitle:
      "Learn how investing works, how to evaluate a deal and how to buy your first property, with a bundle built for people starting from zero.",
  },
  offer: bundle,
  learningPath: {
    heading: "Your learning path",
    points: [
      "Understand the basics and set your investing goals",
      "Learn to analyze deals with real numbers",
      "Find financing and make your first offer",
      "Manage and grow your portfolio",
    ],
  },
  sell: {
    cover: productCovers.investor,
    delivery: [
      { offer: "investor-bundle", format: "PDF guides, deal analysis spreadsheet", length: "3 guides, 212 pages" },
    ],
    faq: [
      whoFor(
        "Anyone who wants to buy a first rental or investment property and understand the numbers before signing, with or without experience.",
      ),
      refundQuestion,
      accessQuestion,
    ],
    closing: { offer: "investor-bundle", buyLabel: "Get the Investor Bundle" },
  },
  testimonials: [
    {
      name: "Brandon E.",
      context: "New investor",
      quote:
        "I was intimidated by real estate. The deal analysis lessons made it make sense, and I now know what questions to ask before I make an offer.",
      stars: 5,
    },
    {
      name: "Latoya S.",
      context: "Teacher and house hacker",
      quote: "The house hacking section opened my eyes. I'm renting out part of my home and my mortgage is covered.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
