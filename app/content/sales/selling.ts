import { DOWNLOAD_DAYS } from "~/content/downloads";
import { MONEY_BACK_DAYS } from "~/content/legal";
import type { FaqItem } from "./types";

/** The words every sales page shares around its own: facts, questions, the coach, the buy bar. */
export const sellingWords = {
  insideHeading: "What you get and how it arrives",
  formatLabel: "Format",
  lengthLabel: "Length",
  deliveryLabel: "How it arrives",
  downloadDelivery: `Right after payment: a download link on the thank-you page and in your email. The link works for ${DOWNLOAD_DAYS} days.`,
  coachHeading: "Your coach",
  faqHeading: "Questions, answered",
  closingHeading: "Ready to take the next step?",
  barLabel: "Buy now",
} as const;

/** The questions every one-time digital product answers the same way. */
export const refundQuestion: FaqItem = {
  question: "What if it isn't right for me?",
  answer: `Email us within ${MONEY_BACK_DAYS} days of purchase and we'll refund you in full. You don't need to give a reason.`,
};

export const accessQuestion: FaqItem = {
  question: "How do I get it, and what if I lose the link?",
  answer: `Your download link shows on the thank-you page and arrives by email within minutes. It works for ${DOWNLOAD_DAYS} days; save the files to keep them. Lost it? Write to support and we'll send a new one.`,
};

export const subscriptionQuestion: FaqItem = {
  question: "Can I cancel a monthly plan?",
  answer:
    "Yes, anytime, with no contract. Use Manage your plan (linked from your receipt) before your next billing date and you won't be charged again.",
};

/** "Who is it for?", answered per offer. */
export const whoFor = (answer: string): FaqItem => ({ question: "Who is it for?", answer });
