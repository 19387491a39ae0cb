/** Property management plans and the vacancy promise. */

export const PLAN_KEYS = ["basic", "plus", "premium"] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export const DEFAULT_PLAN: PlanKey = "basic";

export interface PropertyPlan {
  key: PlanKey;
  name: string;
  /** The price line as shown, e.g. "$85" or "8%". */
  price: string;
  /** What the price is per, e.g. "per property / month". */
  unit: string;
  summary: string;
  features: readonly string[];
  buttonText: string;
  /** Marked "Most Popular". */
  highlight: boolean;
}

export const propertyPlans: Record<PlanKey, PropertyPlan> = {
  basic: {
    key: "basic",
    name: "Peace of Mind Starter",
    price: "$85",
    unit: "per property / month",
    summary: "Essential management for owners who want the day-to-day handled without giving up the big decisions.",
    features: [
      "Rent collection and monthly owner statements",
      "Tenant communication and maintenance requests",
      "Annual property inspection",
      "Lease renewals and notices",
    ],
    buttonText: "Start with Peace of Mind",
    highlight: false,
  },
  plus: {
    key: "plus",
    name: "Landlord Favorite",
    price: "$129",
    unit: "per property / month",
    summary:
      "Everything in the Starter plan plus tenant placement, so your units stay filled with people you can trust.",
    features: [
      "Everything in Peace of Mind Starter",
      "Marketing, showings and tenant screening",
      "Move-in and move-out inspections with photos",
      "Coordinated repairs with vetted vendors",
      "Quarterly property check-ins",
    ],
    buttonText: "Choose Landlord Favorite",
    highlight: true,
  },
  premium: {
    key: "premium",
    name: "Complete Freedom",
    price: "8%",
    unit: "of monthly rent",
    summary:
      "Full-service management for owners who want truly passive income across one property or a growing portfolio.",
    features: [
      "Everything in Landlord Favorite",
      "Eviction and legal coordination",
      "Preventive maintenance planning",
      "Annual rent and market review",
      "A dedicated manager you can call",
    ],
    buttonText: "Get Complete Freedom",
    highlight: false,
  },
};

export const vacancyPromise = {
  days: 30,
  payoutCents: 3000,
  heading: "Our Vacancy Promise",
  /** The promise in a sentence; lib/property-plan.ts fills in the payout as a price. */
  sentence: (days: number, payout: string) => `We fill your vacancy in under ${days} days, or we pay you ${payout}.`,
};

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === "string" && (PLAN_KEYS as readonly string[]).includes(value);
}

export const propertyManagementPage = {
  eyebrow: "Property Management",
  title: "Property Management That Protects Your Investment",
  intro:
    "Your rental should build wealth, not steal your weekends. We screen tenants carefully, keep rent coming in, handle repairs and keep you informed, so you can grow your portfolio with confidence.",
  plansHeading: "Choose your plan",
  steps: {
    heading: "How it works",
    points: [
      "Pick a plan and tell us about your property",
      "We walk the property and set a rent and marketing plan with you",
      "We place and care for your tenants while you receive monthly statements",
    ],
  },
} as const;
