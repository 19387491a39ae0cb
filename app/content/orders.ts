/**
 * What buyers read after paying (/success, /download). Placeholders in braces are filled by the
 * routes. The emails' words are in content/email.ts.
 */

export const purchaseWords = {
  paidHeading: "Your purchase",
  downloadsHeading: "Your downloads",
  downloadsNote: "The links also arrive by email and work for {days} days.",
  downloadLabel: "Download",
  pendingHeading: "Your payment is on its way",
  pendingText:
    "Your bank payment is still clearing, which can take a few business days. We'll email you your downloads as soon as it clears — there's nothing else you need to do.",
  failedHeading: "Your payment didn't go through",
  failedText:
    "Your bank declined or returned the payment, so nothing was charged. You can try again from the product page.",
  refundedHeading: "This order was refunded",
  refundedText: "The payment was refunded, so its downloads are no longer available.",
  subscriptionHeading: "What happens next",
  subscriptionPoints: [
    "Within one business day we'll email you to schedule your onboarding call.",
    "Your plan renews monthly; Stripe emails you a receipt each month.",
    "To change or cancel your plan, use Manage your plan: we'll email you a secure link to Stripe's billing page.",
  ],
  /** The link under a monthly plan's points (to /billing). */
  billingLink: "Manage your plan",
  amountLabel: "Amount paid",
} as const;

/** The pages /download/{token}/{file} shows when it does not hand over a file. */
export const downloadPages = {
  unknown: {
    title: "Download not found",
    text: "This download link isn't valid. Check that you copied the whole link from your email, or contact support.",
  },
  gone: {
    title: "This download is no longer available",
    text: "The payment for this order was refunded or did not go through, so its files can no longer be downloaded. If you think this is a mistake, contact support.",
  },
  expired: {
    title: "This download link has expired",
    text: "Download links work for {days} days after purchase. Reply to your order email or contact support with the email address you bought with, and we'll send you a new link.",
  },
  pending: {
    title: "Your payment is still clearing",
    text: "Your downloads unlock as soon as your bank payment clears, usually within a few business days. We'll email you when they're ready.",
  },
  unavailable: {
    title: "This download is temporarily unavailable",
    text: "We couldn't fetch this file just now. Please try again in a few minutes, or contact support and we'll send it to you.",
  },
  contactLabel: "Contact support",
  contactTo: "/contact",
} as const;
