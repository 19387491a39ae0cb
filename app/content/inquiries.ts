/** Words of the buyer, seller and property-management inquiry pages around their forms. */

export const buyerInquiryPage = {
  seo: {
    title: "Buy a Home",
    description:
      "Ready to buy a home? Tell us your timeframe and where you want to live, and we’ll help with down payment assistance, credit coaching and more.",
  },
  eyebrow: "Buy a home",
  title: "Let's Find Your Next Home",
  intro:
    "Tell us when you'd like to move, where you want to live and what would help most. We'll reach out within one business day to talk through your options, with no pressure and no obligation.",
  formHeading: "Tell us about your home search",
  reassurance: ["Free consultation", "Down payment assistance guidance", "Help for first-time buyers"],
} as const;

export const sellerInquiryPage = {
  seo: {
    title: "Free Home Valuation",
    description:
      "Thinking of selling? Request a free home valuation and choose the listing service that fits your goals.",
  },
  eyebrow: "Sell your home",
  title: "Request Your Free Home Valuation",
  intro:
    "Find out what your home could sell for in today's market. Share a few details and we'll prepare a valuation based on recent sales near you, then walk you through the service level that fits your goals.",
  formHeading: "Tell us about your home",
  reassurance: [
    "Free, no-obligation valuation",
    "Local market expertise",
    "Options from a basic listing to a 30-day sale strategy",
  ],
} as const;

export const propertyInquiryPage = {
  seo: {
    title: "Property Management Inquiry",
    description: "Tell us about your rental properties and the plan you want, and we’ll get back to you soon.",
  },
  eyebrow: "Property management",
  title: "Tell Us About Your Rental Property",
  intro:
    "Share a few details about your properties and we'll follow up with a walkthrough and a clear plan for filling and caring for your rentals.",
  selectedPlanHeading: "Your selected plan",
  changePlan: { label: "Compare all plans", to: "/property-management" },
  formHeading: "Your property details",
} as const;
