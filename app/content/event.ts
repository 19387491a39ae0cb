import type { PointList } from "./types";

/** Money Moves Live, the free monthly event. */
export const moneyMovesLive = {
  name: "Money Moves Live",
  cadence: "Last Saturday of every month",
  time: "6 PM EST",
  price: "Free",
  format: "Live online",
  eyebrow: "Free monthly live event",
  aboutHeading: "About the event",
  factLabels: { when: "When", time: "Time", where: "Where", cost: "Cost" },
  /** Before "Saturday, November 28 at 6 PM EST". */
  nextSessionLabel: "Next session:",
  tagline: "One evening a month to get clear, get equipped and get moving on your money goals.",
  intro:
    "Money Moves Live is our free monthly live event for families, founders and future homeowners. Each session pairs practical teaching on credit, business and real estate with honest Q&A and encouragement rooted in faith. Bring your questions and a notebook.",
  /** The video area: the EVENT_VIDEO_URL video, or the next session when there is none. */
  video: {
    title: "A look inside Money Moves Live",
    playNote: "Plays from YouTube in privacy-enhanced mode",
    nextHeading: "Next live session",
    nextText:
      "Ninety minutes of teaching on one money move you can make this month, then live Q&A. Register once and the link and a reminder come to your inbox.",
    nextCta: "Save My Free Seat",
  },
  expect: {
    heading: "What to expect",
    points: [
      "A focused teaching on one money move you can make this month: credit, funding, business setup or buying a home",
      "Live Q&A where you can ask about your own situation",
      "Step-by-step worksheets and checklists to keep",
      "Stories from members who are building credit, launching businesses and closing on homes",
      "Prayer, encouragement and a community that wants to see you win",
    ],
  } satisfies PointList,
  register: {
    heading: "Save your free seat",
    text: "Register and we'll email you the link, a calendar file and a reminder before the session.",
  },
} as const;
