import type { CallToAction } from "./types";

/** The /about page: who the coach is and her focus areas (her story and focus areas are in the site profile). */
export const aboutPage = {
  eyebrow: "About",
  title: "Building Wealth With Faith, Wisdom and a Plan",
  lead: "I help everyday families, first-time buyers and first-time founders turn faith into action and action into lasting wealth.",
  storyHeading: "My story",
  credentialsHeading: "Credentials",
  testimonialsHeading: "What clients say",
  focusHeading: "Where I can help",
  values: {
    heading: "What you can expect from me",
    points: [
      "Straight answers and practical steps, never hype",
      "Teaching rooted in biblical stewardship",
      "Resources for every budget, including free monthly training",
    ],
  },
  journey: {
    heading: "Ready to take your next step?",
    text: "Join our free monthly Money Moves Live event and start building with a community that will cheer you on.",
    cta: { label: "Start Your Journey", to: "/money-moves-live" } satisfies CallToAction,
  },
} as const;
