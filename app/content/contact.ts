/** The /contact page's words; who to reach and the offices come from the site profile (profile.ts). */

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
  visitsByAppointment: "Visits by appointment",
  /** An office she gave no city for. */
  officeHeading: "Office",
  formHeading: "Send us a message",
  formIntro: "Tell us a little about what you need and the right person will get back to you.",
} as const;
