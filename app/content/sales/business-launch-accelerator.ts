import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, whoFor } from "./selling";
import type { OfferBlock, SalesPageBase } from "./types";

/** Accelerator sessions. */
export const acceleratorSchedule = { day: "Thursdays", time: "8 PM EST", weeks: 4 } as const;

const toolkit: OfferBlock = {
  offer: "business-toolkit",
  id: "digital-toolkit",
  eyebrow: "Do it yourself",
  heading: "Business Launch Digital Toolkit",
  text: "Everything you need to go from idea to open for business, organized in the order you'll use it.",
  bullets: [
    "Business plan and offer worksheet",
    "Choosing your structure: sole proprietor, LLC or corporation",
    "Registration, EIN and business bank account checklist",
    "Brand, website and social media launch checklist",
    "Pricing calculator and first-90-days action plan",
  ],
  buyLabel: "Get the Toolkit",
  facts: ["Instant download", "Yours to keep"],
};

const coaching: OfferBlock = {
  offer: "coaching-accelerator",
  id: "coaching-accelerator",
  eyebrow: "Do it with us",
  heading: "Business Launch Coaching Accelerator",
  text: `Four weeks of live group coaching to launch your business with accountability, answers and a community that's building alongside you.`,
  bullets: [
    "Week 1: clarify your offer, your customer and your numbers",
    "Week 2: register and set up your business the right way",
    "Week 3: build business credit and prepare for funding",
    "Week 4: market your launch and land your first customers",
    "The complete Digital Toolkit included",
    "Replays of every session",
  ],
  buyLabel: "Join the Accelerator",
  facts: [
    `${acceleratorSchedule.day} at ${acceleratorSchedule.time}`,
    `${acceleratorSchedule.weeks} weeks`,
    "Live on Zoom",
  ],
  badge: "Most Support",
};

export const businessLaunchAcceleratorPage = {
  path: "/product/business-launch-accelerator",
  seo: {
    title: "Business Launch Accelerator",
    description: (price) =>
      `Launch your business with the ${price.of("business-toolkit")} digital toolkit or join the four-week coaching accelerator, ${acceleratorSchedule.day} at ${acceleratorSchedule.time}.`,
  },
  hero: {
    eyebrow: "Business Launch Accelerator",
    title: "Launch the Business God Put in Your Heart",
    subtitle:
      "Stop circling the idea. Get the tools to launch on your own, or join four weeks of live coaching and launch with us.",
  },
  offersHeading: "Choose how you want to launch",
  offerBlocks: [toolkit, coaching],
  video: {
    title: "Business Launch Accelerator overview",
    url: null,
    placeholder: "Included: a guided tour of the toolkit, and a recording of every live coaching week.",
  },
  whoFor: {
    heading: "This is for you if",
    points: [
      "You have a business idea and don't know where to start",
      "You started a side hustle and want to make it official",
      "You want funding-ready structure from day one",
    ],
  },
  sell: {
    cover: productCovers.businessLaunch,
    delivery: [
      { offer: "business-toolkit", format: "PDF toolkit with templates", length: "118 pages" },
      {
        offer: "coaching-accelerator",
        format: "Live group coaching online, plus the toolkit and a workbook",
        length: `${acceleratorSchedule.weeks} weekly sessions, ${acceleratorSchedule.day} at ${acceleratorSchedule.time}`,
        delivery:
          "The toolkit and workbook: a download link on the thank-you page and in your email. The session link arrives by email before the first session.",
      },
    ],
    faq: [
      whoFor(
        "Anyone with a business idea, or a business in its first year, who wants a clear launch plan and people to build it with.",
      ),
      refundQuestion,
      accessQuestion,
    ],
    closing: { offer: "business-toolkit", buyLabel: "Get the Toolkit" },
  },
  testimonials: [
    {
      name: "Tasha M.",
      context: "Launched a cleaning company",
      quote:
        "I had been talking about my business for two years. The accelerator gave me a plan for each week, and by week four I was registered, had my bank account and booked my first client.",
      stars: 5,
    },
    {
      name: "Daniel O.",
      context: "Consultant",
      quote:
        "The toolkit checklists took the guesswork out of registering and setting up. Clear, practical and worth far more than the price.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
