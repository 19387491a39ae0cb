/**
 * The words of what a visitor hears back after acting: the email list's confirmation, Money Moves
 * Live's confirmation and reminders, unsubscribing, and the billing link. Placeholders in braces are
 * filled by app/lib/follow-messages.ts and the routes.
 */

export const listNames = {
  newsletter: "our email list",
  event: "Money Moves Live emails (confirmations and reminders)",
} as const;

export const subscriptionWords = {
  confirmSubject: "Please confirm your subscription",
  confirmGreeting: "Hi {name},",
  confirmIntro: "Thanks for joining our email list. Please confirm that this address is yours:",
  confirmButton: "Confirm my subscription",
  confirmIgnore: "If you didn't ask to join, ignore this email and you won't hear from us.",
  signOff: "With gratitude,",
  unsubscribeLine: "Don't want these emails? Unsubscribe: {url}",
  unsubscribeLabel: "Unsubscribe",
} as const;

export const confirmPage = {
  title: "Confirm your subscription",
  confirmedTitle: "You're subscribed",
  confirmedText: "Thank you: {email} is confirmed. You'll get new guides, event dates and money moves in your inbox.",
  unsubscribedTitle: "This address is unsubscribed",
  unsubscribedText:
    "{email} unsubscribed from our email list after this link was sent. To join again, use the email list form at the bottom of any page.",
  badTitle: "This confirmation link doesn't work",
  badText:
    "The link may be incomplete: copy the whole link from the email, or sign up again with the email list form at the bottom of any page and we'll send a new one.",
  failedTitle: "We couldn't confirm your subscription just now",
  failedText: "Something went wrong on our side. Please open the link from your email again in a few minutes.",
  homeLink: "Back to the home page",
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

export const eventWords = {
  confirmationSubject: "You're registered: Money Moves Live, {date}",
  reminder24Subject: "Tomorrow: Money Moves Live, {time}",
  reminder1Subject: "Starting in an hour: Money Moves Live",
  greeting: "Hi {name},",
  confirmationIntro: "You're registered for Money Moves Live on {date} at {time}.",
  reminder24Intro: "A reminder: Money Moves Live is tomorrow, {date} at {time}.",
  reminder1Intro: "Money Moves Live starts in an hour, at {time}.",
  joinLabel: "Join the session",
  joinLater: "The link to join follows by email before the session.",
  calendarLabel: "Add it to your calendar",
  signOff: "See you there,",
  /** The calendar entry's description. */
  calendarDescription: "Money Moves Live: practical teaching on credit, business and real estate, with live Q&A. Free.",
  calendarLocation: "Online",
} as const;

export const registeredPanel = {
  heading: "You're registered",
  text: "We've emailed your confirmation for {date} at {time}. Add the session to your calendar:",
  google: "Google Calendar",
  outlook: "Outlook",
  ics: "Download .ics file",
  localTime: "Your time: {time}",
} as const;

/** What the owner's notice of a lead says the visitor now receives. */
export const receivesWords = {
  heading: "This visitor now receives",
  newsletterPending: "Email list: a confirmation email (they're subscribed once they confirm)",
  newsletterConfirmed: "Email list: already confirmed",
  event: "Money Moves Live: a confirmation now and reminders 24 hours and 1 hour before {date}",
  eventLate: "Money Moves Live: a confirmation now (too close to {date} for reminders)",
} as const;
