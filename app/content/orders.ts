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
    text: "Download links work for {days} days. Ask for your downloads again with the email address you bought with, and we'll email you fresh links.",
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
  /** On every refusal page: the buyer asks for her links again (/orders). */
  againLabel: "Get your downloads again",
} as const;

/** Where a buyer asks for her downloads again. */
export const ORDERS_PATH = "/orders";
export const ORDERS_LINK_PATH = "/orders/downloads";

/** /orders: a buyer asks for fresh links to everything she bought with an address. */
export const ordersPage = {
  title: "Your downloads again",
  description: "Lost your download email? We'll email fresh links to everything you bought.",
  intro:
    "Type the email address you bought with. If it has paid orders, we'll email it one secure link to a page with all your downloads. The link and your downloads work for {days} days.",
  emailLabel: "Email address",
  emailMessage: "Please enter a valid email address, like name@example.com.",
  submit: "Email me my downloads",
  sent: {
    type: "success",
    message: "Check your email",
    description: "If that address has paid orders, a link to your downloads is on its way.",
  },
  invalid: {
    type: "error",
    message: "Please check the email address",
    description: "It doesn't look like an address.",
  },
  /** The link on the thank-you page and the receipt. */
  linkText: "Lost the email? Get your downloads again",
} as const;

/** /orders/downloads?t=…: the emailed link's page. */
export const ordersLinkPage = {
  title: "Your downloads",
  text: "Every paid order of {email}. These links work until {date}.",
  none: "There are no paid orders with downloads for this address any more.",
  orderedOn: "Ordered {date}",
  badTitle: "This link doesn't work",
  badText: "The link may be incomplete or changed. Ask for a new one on the Your downloads again page.",
  expiredTitle: "This link has expired",
  expiredText: "Links to your downloads work for {days} days. Ask for a new one on the Your downloads again page.",
  failedTitle: "We couldn't show your downloads just now",
  failedText: "Something went wrong on our side. Please try again in a few minutes, or contact support.",
  again: "Ask for a new link",
} as const;

/** The email /orders sends: one link, nothing the visitor typed but the address it goes to. */
export const ordersEmailWords = {
  subject: "Your downloads",
  greeting: "Hi there,",
  intro: "Here is a secure link to every order bought with this address, with fresh download links:",
  button: "See your downloads",
  expiry: "The link and your downloads work for {days} days, until {date}.",
  ignore: "If you didn't ask for this, you can ignore this email.",
  signOff: "With gratitude,",
} as const;
