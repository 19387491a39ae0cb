/**
 * The /success page. It says only what the loader verified: "paid and confirmed" with a checkout
 * session the site confirmed as paid; a neutral thank-you otherwise (a direct visit, a store
 * checkout, a session it could not check). Digital words only for digital products.
 */
export const successPage = {
  /** A verified, paid checkout session. */
  confirmed: {
    eyebrow: "Order confirmed",
    title: "Thank You for Your Purchase!",
    text: "Your payment went through and your order is confirmed. Your receipt is on its way to your email.",
  },
  /** A verified session that is not paid (yet): the summary below says what happens. */
  received: {
    eyebrow: "Order received",
    title: "Thank You for Your Order",
    text: "Here is where your order stands. We'll email you as soon as anything changes.",
  },
  /** Nothing verified: no claim about a payment or what was bought. */
  neutral: {
    eyebrow: "Thank you",
    title: "Thank You!",
    text: "If you just completed a checkout, your receipt comes by email within a few minutes. Don't see it? Check your spam folder, or contact our support team and we'll help.",
  },
  /** Added for a purchase with downloads. */
  digitalText: "Your downloads are below, and the links are in your email too.",
  primary: { label: "Continue Shopping", to: "/store" },
  secondary: { label: "Contact Support", to: "/contact" },
  next: {
    heading: "While you wait",
    /** Only after a real checkout: the demo store's sends no receipt. */
    receiptPoint: "Save your receipt email for your records",
    points: ["Join us at Money Moves Live, free every month"],
    /** Only after buying a digital product or a plan. */
    digitalPoint: "Book a strategy session to put your new resource to work",
  },
} as const;
