/**
 * The privacy policy (/privacy) and the terms of purchase with the refund policy (/terms).
 *
 * A sound starting template, not legal advice: the owner (with their attorney) reviews both
 * before launch and updates `legalReviewed` in profile.ts. Words in braces are filled from the
 * site profile by app/lib/policies.ts: {business}, {brand}, {email}, {phone}, {address},
 * {state}, {days}, {reviewed}.
 */

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  /** A list after the paragraphs, e.g. what is collected. */
  points?: readonly string[];
}

export interface Policy {
  eyebrow: string;
  title: string;
  intro: string;
  /** "Last reviewed {reviewed}". */
  reviewed: string;
  sections: readonly PolicySection[];
  seo: { title: string; description: string };
}

export const privacyPolicy: Policy = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  intro:
    'This policy explains what personal information {business} ("we", trading as {brand}) collects through this website, why, who helps us process it, how long we keep it and the choices you have.',
  reviewed: "Last reviewed {reviewed}",
  seo: {
    title: "Privacy Policy",
    description:
      "What personal information we collect through this website, why, how long we keep it and your choices.",
  },
  sections: [
    {
      heading: "What we collect",
      paragraphs: ["We collect only what you type into our forms or what a purchase needs:"],
      points: [
        "Email list and Money Moves Live registration: your name, email, phone (optional) and interest.",
        "Buyer, seller and property-management inquiries: your name, email, phone and the details you give about the home, your timeframe or your properties.",
        "Contact form: your name, email, phone (optional), subject and message.",
        "Purchases: your name, email and what you bought. Card details go straight to our payment processor, Stripe; we never see or store them.",
        "Store orders: the items in your cart, kept in a cookie on your device until you check out.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "To answer your inquiry, deliver what you bought (including download links), send the event link and reminders you asked for, send the emails you signed up for, and keep records the law requires (for example tax records of sales).",
        "We do not sell or rent your personal information, and we do not share it for cross-context behavioural advertising.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use only the cookies the site needs to work: one holds your cart, one carries a short message after you submit a form, and the owner's sign-in uses its own. We use no advertising or analytics cookies.",
        "Videos on this site are embedded in YouTube's privacy-enhanced mode and load only when you press play; YouTube's own policy applies from then on.",
      ],
    },
    {
      heading: "Who helps us",
      paragraphs: [
        "Service providers process data for us under their own security and privacy terms: Cloudflare (hosting), our database provider (lead and order records), Stripe (payments), our email provider (receipts and messages) and our scheduling provider (if you book a session). They may not use your information for their own purposes.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Inquiries and registrations: up to 24 months after our last contact with you, then deleted. Purchase records: as long as tax law requires (in the US usually 7 years). Email-list details: until you unsubscribe.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        "You can ask us to show, correct or delete the personal information we hold about you, or to stop emailing you, by writing to {email}. Every marketing email has an unsubscribe link. Depending on where you live (for example California, or the EU and UK) you may have further rights; we honour them whatever your location, and we will not treat you differently for using them.",
      ],
    },
    {
      heading: "Security and children",
      paragraphs: [
        "We protect your information with encryption in transit, access limited to the people who need it and two-step sign-in for our own records. This site is not directed to children under 13, and we do not knowingly collect their information.",
      ],
    },
    {
      heading: "Contact and changes",
      paragraphs: [
        "Questions about this policy: {email}, {phone}, or by mail to {business}, {address}. If we change this policy we will update the date above, and tell you by email first if the change is significant.",
      ],
    },
  ],
};

export const termsOfPurchase: Policy = {
  eyebrow: "Legal",
  title: "Terms of Purchase & Refund Policy",
  intro:
    "These terms apply when you buy a guide, course, bundle, coaching program, monthly plan or store item from {business} (trading as {brand}) on this website. By completing a purchase you agree to them.",
  reviewed: "Last reviewed {reviewed}",
  seo: {
    title: "Terms & Refund Policy",
    description: "Our terms of purchase, the {days}-day money-back guarantee and how refunds and cancellations work.",
  },
  sections: [
    {
      heading: "{days}-day money-back guarantee",
      paragraphs: [
        "Every one-time digital product (ebooks, guides, bundles, courses and the coaching accelerator) comes with a {days}-day money-back guarantee. If it doesn't help you, email {email} within {days} days of purchase with the email address you bought with, and we will refund the full price to your original payment method. You don't need to give a reason.",
        "Refunds are issued within 5 business days of your request; your bank may take 5 to 10 more days to show them. A refunded product's download links stop working.",
      ],
    },
    {
      heading: "Monthly plans",
      paragraphs: [
        "Done-for-you plans are billed monthly in advance, with no contract. Cancel anytime by emailing {email} or from the billing link in your receipt; you won't be charged again, and the plan runs to the end of the month you paid for. Months already delivered are not refunded, but if you cancel within {days} days of your first payment we refund that first month in full.",
      ],
    },
    {
      heading: "Store items",
      paragraphs: [
        "Physical items (apparel, books, mugs and gifts) may be returned unused within {days} days of delivery for a refund of the item price. Write to {email} first and we'll send return instructions. If an item arrives damaged or wrong, we replace it or refund it, including shipping.",
      ],
    },
    {
      heading: "Digital products and licence",
      paragraphs: [
        "Downloads are delivered on the thank-you page and by email, and the links work for a limited time (stated in the email). You may use the material for yourself or your own business; you may not resell, share or republish it.",
      ],
    },
    {
      heading: "Events, coaching and sessions",
      paragraphs: [
        "Money Moves Live is free. Coaching sessions can be rescheduled up to 24 hours before they start; a missed session without notice may not be rescheduled. Dates, times and content of live programs may change, and we will tell you by email if they do.",
      ],
    },
    {
      heading: "Real-estate and property-management services",
      paragraphs: [
        "Buying, selling and property-management services are provided under a separate written agreement through our brokerage, which governs them instead of these terms.",
      ],
    },
    {
      heading: "Not legal, tax or financial advice",
      paragraphs: [
        "Our guides, courses and coaching are educational. They are not legal, tax, accounting or investment advice, and results depend on your own effort and circumstances. Prices do not include state filing fees or other third-party fees.",
      ],
    },
    {
      heading: "Liability and governing law",
      paragraphs: [
        "To the extent the law allows, our total liability for any purchase is limited to the amount you paid for it. These terms are governed by the laws of the State of {state}. Nothing in them limits rights you have under consumer-protection law.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: ["{business}, {address}. Email {email}, phone {phone}."],
    },
  ],
};
