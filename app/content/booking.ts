/** The /schedule-session page. */
export const bookingPage = {
  eyebrow: "Book a session",
  title: "Book Your One-on-One Strategy Session",
  intro:
    "Choose a time that works for you. We'll spend the session on your situation, whether that's credit, business funding, buying your first home or growing your investments, and you'll leave with clear next steps.",
  calendarTitle: "Scheduling calendar",
  unavailable: {
    heading: "Online booking is taking a short break",
    text: "Our calendar isn't available right now. Send us a message with a few times that suit you and we'll confirm your session by email.",
    cta: { label: "Contact us to book", to: "/contact" },
  },
} as const;

/** The embedded calendar's height. */
export const SCHEDULING_EMBED_HEIGHT_PX = 1000;
