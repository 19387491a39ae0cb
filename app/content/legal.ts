/** Words every sales page repeats: the guarantee and the disclaimer. */

/** Money-back guarantee on the one-time digital products. */
export const MONEY_BACK_DAYS = 30;

export const moneyBackGuarantee = {
  heading: `${MONEY_BACK_DAYS}-Day Money-Back Guarantee`,
  text: `Work through the material for ${MONEY_BACK_DAYS} days. If it doesn't help you take a real step forward, email us within ${MONEY_BACK_DAYS} days of purchase and we'll refund you in full. No hoops, no hard feelings.`,
} as const;

export const subscriptionPromise = {
  heading: "No Contracts. Cancel Anytime.",
  text: "Every done-for-you plan is month to month. Stay because it's working, not because you signed something. Cancel before your next billing date and you won't be charged again.",
} as const;

export const salesDisclaimer =
  "Disclaimer: our guides, courses and coaching are informational and educational only; they are not legal or tax advice. For advice on your situation, consult a licensed attorney, CPA or financial professional. Prices do not include state filing fees or other third-party fees. Results vary with each person's effort and circumstances.";
