/**
 * The pages a visitor meets after acting: confirming the email list, unsubscribing, and Money Moves
 * Live's registered panel. Placeholders in braces are filled by the routes and services. The emails'
 * words are in content/email.ts.
 */

export const listNames = {
  newsletter: "our email list",
  event: "Money Moves Live emails (reminders and news of sessions)",
} as const;

export const confirmPage = {
  title: "Confirm your subscription",
  intro: "Send {list} to {email}? Press the button to confirm.",
  button: "Yes, confirm",
  confirmedTitle: "You're subscribed",
  confirmedText: "Thank you: {email} is confirmed. You'll receive {list}.",
  unsubscribedTitle: "This address is unsubscribed",
  unsubscribedText:
    "{email} unsubscribed from {list} after this link was sent. To join again, sign up on the site and we'll send a new link.",
  badTitle: "This confirmation link doesn't work",
  badText:
    "The link may be incomplete: copy the whole link from the email, or sign up again with the email list form at the bottom of any page and we'll send a new one.",
  failedTitle: "We couldn't confirm your subscription just now",
  failedText: "Something went wrong on our side. Please press the button again in a few minutes.",
  homeLink: "Back to the home page",
  /**
   * The event's list (double opt-in): its link comes in a registration's confirmation (joins the
   * list, news of future sessions) or in the request to confirm again after an unsubscribe.
   */
  event: {
    title: "Join the Money Moves Live list",
    intro:
      "Send news of future Money Moves Live sessions to {email}, besides the emails of each session you register for? Press the button to confirm.",
    button: "Yes, tell me about future sessions",
    confirmedTitle: "You're on the Money Moves Live list",
    confirmedText:
      "Thank you: {email} is confirmed. You'll hear about future sessions, and get the confirmation and reminders of each session you register for.",
  },
} as const;

export const unsubscribePage = {
  title: "Unsubscribe",
  intro: "Stop sending {list} to {email}?",
  button: "Unsubscribe",
  doneTitle: "You're unsubscribed",
  doneText: "{email} won't receive {list} any more. Changed your mind? Sign up again any time on the site.",
  badTitle: "This unsubscribe link doesn't work",
  badText:
    "The link may be incomplete: copy the whole link from the email. If you keep getting emails you don't want, reply to one of them or contact us and we'll remove you.",
  failedTitle: "We couldn't unsubscribe you just now",
  failedText: "Something went wrong on our side. Please press the button again in a few minutes.",
  homeLink: "Back to the home page",
} as const;

/** Beside the form's thanks after registering: the session and its calendar links, no second message. */
export const registeredPanel = {
  text: "The session: {date} at {time}. Add it to your calendar:",
  google: "Google Calendar",
  outlook: "Outlook",
  ics: "Download .ics file",
  localTime: "Your time: {time}",
} as const;

/** The free blueprint's email button: a page with one button (GET), which confirms and downloads (POST). */
export const blueprintPage = {
  title: "Your E-Book Launch Blueprint",
  intro: "Press the button to confirm {email} for our email list and download the E-Book Launch Blueprint.",
  button: "Confirm and download",
  badTitle: "This blueprint link doesn't work",
  badText:
    "The link may be incomplete: copy the whole link from the email, or ask for the blueprint again and we'll send a new one.",
  expiredTitle: "This blueprint link has expired",
  expiredText:
    "The link in the blueprint's email works for {days} days. Ask for the blueprint again and we'll send a new one.",
  failedTitle: "We couldn't confirm your address just now",
  failedText: "Something went wrong on our side. Please press the button again in a few minutes.",
  againLabel: "Ask for the blueprint again",
  againTo: "/product/ebook-growth-accelerator#free-blueprint",
  unavailableTitle: "The blueprint is temporarily unavailable",
  unavailableText: "We couldn't fetch the file just now. Please press the button in the email again in a few minutes.",
  homeLink: "Back to the home page",
} as const;
