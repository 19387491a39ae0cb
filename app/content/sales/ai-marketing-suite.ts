import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, subscriptionQuestion, whoFor } from "./selling";
import type { OfferKey } from "~/content/offers";
import type { OfferBlock, SalesPageBase } from "./types";

const playbook: OfferBlock = {
  offer: "ai-playbook",
  id: "ai-playbook",
  eyebrow: "Do it yourself",
  heading: "The AI Playbook",
  text: "Learn to use AI tools to plan, write and schedule a month of content in a few hours, in your own voice.",
  bullets: [
    "Ready-to-use prompts for posts, emails, captions and scripts",
    "A 30-day content calendar framework",
    "How to train AI on your voice and your values",
    "Repurposing one idea into ten pieces of content",
    "Tools that are free or low cost to get started",
  ],
  buyLabel: "Get the AI Playbook",
};

export interface ContentTier {
  offer: OfferKey;
  tagline: string;
  features: readonly string[];
  buttonText: string;
  /** The recommended tier. */
  highlight: boolean;
}

export const aiMarketingSuitePage = {
  path: "/product/ai-marketing-suite",
  seo: {
    title: "AI Marketing Suite",
    description: (price) =>
      `The AI Playbook for ${price.of("ai-playbook")}, or done-for-you monthly AI content plans from ${price.from(["starter", "growth", "elite"])} a month. No contracts, cancel anytime.`,
  },
  hero: {
    eyebrow: "AI Marketing Suite",
    title: "Show Up Online Consistently Without Burning Out",
    subtitle:
      "Learn to create a month of content with AI in an afternoon, or let our team create it for you with a monthly done-for-you plan.",
  },
  playbook,
  doneForYou: {
    id: "done-for-you",
    eyebrow: "Done for you",
    heading: "Let Us Create Your Content Every Month",
    intro:
      "Our team plans, writes and designs your content with AI-powered workflows and a human touch, so you can focus on serving your clients.",
    highlightLabel: "Most Popular",
    tiers: [
      {
        offer: "starter",
        tagline: "For new businesses getting consistent",
        features: [
          "12 social media posts a month",
          "Captions and hashtags written for you",
          "Monthly content calendar",
          "Email support",
        ],
        buttonText: "Start with Starter",
        highlight: false,
      },
      {
        offer: "growth",
        tagline: "For growing brands ready to scale",
        features: [
          "20 social media posts a month",
          "2 short-form video scripts",
          "2 email newsletters",
          "Monthly strategy call",
          "Priority support",
        ],
        buttonText: "Choose Growth",
        highlight: true,
      },
      {
        offer: "elite",
        tagline: "For established businesses that want it all handled",
        features: [
          "30 social media posts a month",
          "4 short-form video scripts",
          "4 email newsletters",
          "Blog post and lead magnet each month",
          "Bi-weekly strategy calls",
        ],
        buttonText: "Go Elite",
        highlight: false,
      },
    ] satisfies readonly ContentTier[],
  },
  sell: {
    cover: productCovers.aiMarketing,
    delivery: [
      { offer: "ai-playbook", format: "PDF playbook with prompt library", length: "74 pages, 120 prompts" },
      {
        offer: "starter",
        format: "Done-for-you content, monthly",
        length: "12 posts a month",
        delivery: "Your content calendar arrives by email within 5 business days of signing up, then every month.",
      },
    ],
    faq: [
      whoFor(
        "Owners of small businesses, coaches and creators who need to show up online every week without hiring a full-time marketer.",
      ),
      refundQuestion,
      subscriptionQuestion,
      accessQuestion,
    ],
    closing: { offer: "ai-playbook", buyLabel: "Get the AI Playbook" },
  },
  testimonials: [
    {
      name: "Renee J.",
      context: "Life coach",
      quote:
        "The AI Playbook changed how I work. What used to take my whole weekend now takes one afternoon, and it still sounds like me.",
      stars: 5,
    },
    {
      name: "Samuel A.",
      context: "Realtor",
      quote:
        "The Growth plan keeps my pages active every week. I get more messages from people who say they've been following my posts.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
