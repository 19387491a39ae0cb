import type { CallToAction } from "./types";

/** The /about page: who the coach is and the three focus areas. */
export const aboutPage = {
  eyebrow: "About",
  title: "Building Wealth With Faith, Wisdom and a Plan",
  lead: "I help everyday families, first-time buyers and first-time founders turn faith into action and action into lasting wealth.",
  storyHeading: "My story",
  biography: [
    "My own journey started with rebuilt credit, a rented apartment and a conviction that God had more for my family than living paycheck to paycheck. Step by step I learned how credit really works, how to qualify for a home, how to register and fund a business, and how to let property work for me.",
    "Today I coach clients, help buyers and sellers through real-estate transactions, and manage rental properties for owners who want their investments cared for. Everything I teach comes from doing the work myself and walking alongside people who are doing it too.",
    "I believe stewardship is spiritual. Good credit, a healthy business and a paid-for home are not the goal in themselves: they are tools to bless your family, your church and your community for generations.",
  ],
  credentialsHeading: "Credentials",
  testimonialsHeading: "What clients say",
  focusHeading: "Where I can help",
  focusAreas: [
    {
      title: "Homeownership",
      text: "From repairing credit and finding down payment assistance to closing day, I help renters become homeowners with a clear 90-day plan.",
    },
    {
      title: "Business Launch & Growth",
      text: "Register your business the right way, build business credit, secure funding and market with modern tools, including AI.",
    },
    {
      title: "Investment Growth",
      text: "Learn to evaluate deals, buy your first rental and manage it well, so your money keeps working long after you do.",
    },
  ],
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
