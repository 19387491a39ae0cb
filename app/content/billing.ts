/** /billing: a subscriber asks for a one-time link to Stripe's billing page (change or cancel a plan). */
export const billingPage = {
  title: "Manage your plan",
  description: "Change or cancel your monthly plan: we'll email you a secure link to Stripe's billing page.",
  intro:
    "Type the email address you subscribed with. If it has a monthly plan, we'll email it a secure link to change or cancel it. The link works once, for one hour.",
  emailLabel: "Email address",
  emailMessage: "Please enter a valid email address, like name@example.com.",
  submit: "Email me a link",
  sent: {
    type: "success",
    message: "Check your email",
    description: "If that address has a monthly plan, a link to manage it is on its way. It works once, for one hour.",
  },
  invalid: {
    type: "error",
    message: "Please check the email address",
    description: "It doesn't look like an address.",
  },
} as const;

export const billingLinkPage = {
  title: "Manage your plan",
  text: "Open Stripe's secure billing page to change or cancel your plan.",
  button: "Open the billing page",
  badTitle: "This link doesn't work",
  badText: "The link may be incomplete. Ask for a new one on the Manage your plan page.",
  expiredTitle: "This link has expired",
  expiredText: "Billing links work for one hour. Ask for a new one on the Manage your plan page.",
  usedTitle: "This link was used already",
  usedText: "Each billing link works once. Ask for a new one on the Manage your plan page.",
  failedTitle: "We couldn't open the billing page just now",
  failedText: "Something went wrong on our side. Ask for a new link in a few minutes, or contact support.",
  again: "Ask for a new link",
} as const;
