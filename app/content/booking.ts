/** The /schedule-session page. */
export const bookingPage = {
  eyebrow: "Book a session",
  title: "Book Your One-on-One Strategy Session",
  intro:
    "Choose a time that works for you. We'll spend the session on your situation, whether that's credit, business funding, buying your first home or growing your investments, and you'll leave with clear next steps.",
  calendarTitle: "Scheduling calendar",
  /** What the session is, shown with the calendar and with the request form alike. */
  facts: [
    { label: "Length", value: "60 minutes" },
    { label: "Price", value: "Free" },
    { label: "Where", value: "Online video call" },
  ],
  calendarLink: "Open the calendar in a new tab",
  request: {
    heading: "Request a session",
    text: "Tell us a few days and times that suit you and what you'd like to talk about; we'll email you to confirm your session.",
  },
} as const;

/** The embedded calendar's height. */
export const SCHEDULING_EMBED_HEIGHT_PX = 1000;
