/**
 * What buyers read after paying (/success, /download) and the emails the site sends about leads
 * and orders. Placeholders in braces are filled by app/lib/email-messages.ts (given these words) and the routes.
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

export const emailWords = {
  leadSubject: "New lead: {name} ({form})",
  leadIntro: "A visitor just filled in the {form} form.",
  leadLink: "Open the lead",
  receivesHeading: "This visitor now receives:",
  orderSubject: "New order: {offer} ({amount})",
  orderIntro: "A new order was paid.",
  orderLink: "Open the order",
  buyerSubject: "Your {offer} downloads",
  buyerGreeting: "Hi {name},",
  buyerIntro: "Thank you for buying {offer}. Here are your downloads:",
  buyerExpiry: "These links work for {days} days, until {date}.",
  subscriptionSubject: "Welcome to {offer}",
  subscriptionIntro: "Thank you for subscribing to {offer}. Here's what happens next:",
  failedSubject: "Your payment for {offer} didn't go through",
  failedIntro:
    "Your bank payment for {offer} did not clear, so nothing was charged. You can try again from our website whenever you're ready.",
  signOff: "With gratitude,",
  subscriptionPoints: purchaseWords.subscriptionPoints,
  billingLink: purchaseWords.billingLink,
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    form: "Form",
    offer: "Offer",
    amount: "Amount",
    buyer: "Buyer",
  },
} as const;

export type EmailWords = typeof emailWords;
