/**
 * The /contact page: who to reach for what, and the three offices (spec section 2).
 * The addresses and numbers below are the owner's to fill in: they use reserved example values
 * (example domain, 555-01xx numbers) so no stranger gets the site's mail.
 */

export interface SupportContact {
  title: string;
  text: string;
  email: string;
  phone: string;
  hours: string;
}

export interface Office {
  city: string;
  region: string;
  country: string;
  focus: string;
}

export const contactPage = {
  eyebrow: "Contact",
  title: "We'd Love to Hear From You",
  intro:
    "Whether you have a question about a guide you bought, want to buy or sell a home, or need a manager for your rental, our team is here to help. We answer every message within one business day.",
  supportHeading: "Who to contact",
  officesHeading: "Our offices",
  emailLabel: "Email",
  phoneLabel: "Phone",
  hoursLabel: "Hours",
  formHeading: "Send us a message",
  formIntro: "Tell us a little about what you need and the right person will get back to you.",
} as const;

export const supportContacts: readonly SupportContact[] = [
  {
    title: "Online products support",
    text: "Help with downloads, access to a course or accelerator, billing and refunds.",
    email: "support@faithandwealth.example",
    phone: "(407) 555-0142",
    hours: "Monday to Friday, 9 AM to 5 PM EST",
  },
  {
    title: "Real-estate sales",
    text: "Buying a home, selling a home, free home valuations and property management.",
    email: "homes@faithandwealth.example",
    phone: "(404) 555-0178",
    hours: "Monday to Saturday, 9 AM to 7 PM EST",
  },
];

export const offices: readonly Office[] = [
  {
    city: "Orlando",
    region: "FL",
    country: "United States",
    focus: "Real-estate sales, property management and coaching across Central Florida.",
  },
  {
    city: "Atlanta",
    region: "GA",
    country: "United States",
    focus: "Buyer and seller services and business coaching in Metro Atlanta.",
  },
  {
    city: "Akure",
    region: "Ondo State",
    country: "Nigeria",
    focus: "Coaching and investment guidance for clients in Nigeria and the diaspora.",
  },
];
