/** The /success page after a completed checkout. */
export const successPage = {
  eyebrow: "Order confirmed",
  title: "Thank You for Your Purchase!",
  text: "Your payment went through and your order is confirmed. A receipt and your access details are on their way to your email. If you don't see them within a few minutes, check your spam folder or contact our support team.",
  primary: { label: "Continue Shopping", to: "/store" },
  secondary: { label: "Contact Support", to: "/contact" },
  next: {
    heading: "While you wait",
    points: [
      "Save your receipt email for your records",
      "Join us at Money Moves Live, free every month",
      "Book a strategy session to put your new resource to work",
    ],
  },
} as const;
