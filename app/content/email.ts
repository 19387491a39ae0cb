import { purchaseWords } from "./orders";

/**
 * The words of every email the site sends: the owner's notices of leads and orders, the buyer's
 * downloads and failed payment, the email list's confirmation, Money Moves Live's confirmation and
 * reminders, and the billing link. Placeholders in braces are filled by app/lib/email-messages.ts.
 */

export const emailWords = {
  leadSubject: "New lead: {name} ({form})",
  leadIntro: "A visitor just filled in the {form} form.",
  leadLink: "Open the lead",
  receivesHeading: "This visitor now receives:",
  digestSubject: "{count} more new leads this hour",
  digestIntro:
    "More leads came in than the {cap} notices you get in an hour, so the rest are gathered here. Each one is saved on your dashboard.",
  digestLink: "Open your dashboard",
  orderSubject: "New order: {offer} ({amount})",
  orderIntro: "A new order was paid.",
  orderLink: "Open the order",
  buyerSubject: "Your {offer} downloads",
  buyerGreeting: "Hi {name},",
  buyerIntro: "Thank you for buying {offer}. Here are your downloads:",
  buyerExpiry: "These links work for {days} days, until {date}.",
  /** Under the links: where to get them again (/orders). */
  buyerAgain: "Lost this email, or the links expired? Get your downloads again:",
  subscriptionSubject: "Welcome to {offer}",
  subscriptionIntro: "Thank you for subscribing to {offer}. Here's what happens next:",
  failedSubject: "Your payment for {offer} didn't go through",
  failedIntro:
    "Your bank payment for {offer} did not clear, so nothing was charged. You can try again from our website whenever you're ready.",
  signOff: "With gratitude,",
  subscriptionPoints: purchaseWords.subscriptionPoints,
  billingLink: purchaseWords.billingLink,
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    form: "Form",
    offer: "Offer",
    amount: "Amount",
    buyer: "Buyer",
    received: "Received",
    paid: "Paid",
  },
} as const;

export type EmailWords = typeof emailWords;

export const subscriptionWords = {
  confirmSubject: "Please confirm your subscription",
  /** Never the name typed in the form: whoever posted it may not own the address. */
  confirmGreeting: "Hi there,",
  confirmIntro: "Thanks for joining our email list. Please confirm that this address is yours:",
  confirmButton: "Confirm my subscription",
  confirmIgnore: "If you didn't ask to join, ignore this email and you won't hear from us.",
  signOff: "With gratitude,",
  unsubscribeLine: "Don't want these emails? Unsubscribe: {url}",
  unsubscribeLabel: "Unsubscribe",
} as const;

export const eventWords = {
  confirmationSubject: "You're registered: Money Moves Live, {date}",
  reminder24Subject: "Tomorrow: Money Moves Live, {time}",
  reminder1Subject: "Starting in an hour: Money Moves Live",
  /** Never the name typed in the form: whoever registered may not own the address. */
  greeting: "Hi there,",
  confirmationIntro: "You're registered for Money Moves Live on {date} at {time}.",
  reminder24Intro: "A reminder: Money Moves Live is tomorrow, {date} at {time}.",
  reminder1Intro: "Money Moves Live starts in an hour, at {time}.",
  movedSubject: "New date: Money Moves Live moves to {date}",
  movedIntro:
    "Money Moves Live has moved: it is now on {date} at {time}. You're still registered. The calendar file below updates the entry you saved.",
  skippedSubject: "No Money Moves Live on {date}",
  skippedIntro:
    "This month's Money Moves Live, planned for {date}, will not take place. We'll see you at the next session. The calendar file below removes the entry you saved.",
  joinLabel: "Join the session",
  joinLater: "The link to join follows by email before the session.",
  calendarLabel: "Add it to your calendar",
  signOff: "See you there,",
  /** The calendar entry's description. */
  calendarDescription: "Money Moves Live: practical teaching on credit, business and real estate, with live Q&A. Free.",
  calendarLocation: "Online",
  /**
   * The confirmation's invitation to the event's list, to an address not confirmed on it (double
   * opt-in): the registration asked for this session alone; only the button adds the address to
   * the list her news of future sessions goes to.
   */
  listInvite:
    "This email and the reminders before this session are all this registration brings. To hear about future sessions too, join the Money Moves Live list:",
  listButton: "Yes, tell me about future sessions",
  /** The one message a registration sends to an address that unsubscribed (or has yet to confirm again). */
  reconfirmSubject: "Do you want Money Moves Live emails again?",
  reconfirmIntro:
    "This address was registered for Money Moves Live, but it unsubscribed from these emails before. We'll send nothing more unless you confirm (then the session's confirmation and reminders follow):",
  reconfirmButton: "Yes, send me Money Moves Live emails",
  reconfirmIgnore: "If you didn't ask for this, ignore this email and you won't hear from us.",
  reconfirmSignOff: "With gratitude,",
} as const;

/** The free E-Book Launch Blueprint's email ("incentive email"): one button that confirms and downloads. */
export const blueprintWords = {
  subject: "Your free E-Book Launch Blueprint",
  /** Never the name typed in the form: whoever posted it may not own the address. */
  greeting: "Hi there,",
  intro:
    "Here's the E-Book Launch Blueprint you asked for. Press the button to confirm this address for our email list and download it:",
  button: "Confirm and download the blueprint",
  expiry: "The button works for {days} days, until {date}.",
  ignore: "If you didn't ask for the blueprint, ignore this email and you won't hear from us.",
  signOff: "With gratitude,",
} as const;

/**
 * The welcome an address gets once, when it confirms the email list (its confirmation button, or
 * the blueprint's): the default of what she writes at /owner/site/welcome (subject and Markdown, as
 * in a broadcast). Her name follows the sign-off.
 */
export const welcomeEmail = {
  subject: "Welcome to the Faith & Wealth email list",
  body: [
    "Hi there,",
    "Thank you for confirming your address. You're on the list now.",
    "About twice a month you'll get practical lessons on **credit, business and real estate**, built on faith and stewardship, and the date of the next **Money Moves Live**, our free monthly session with live Q&A.",
    "Reply to this email anytime: I read every message.",
  ].join("\n\n"),
  signOff: "With gratitude,",
  /** Her test send's subject starts with this. */
  testPrefix: "[Test] ",
} as const;

/** What the owner's notice of a lead says the visitor now receives. */
export const receivesWords = {
  heading: "This visitor now receives",
  newsletterPending: "Email list: a confirmation email (they're subscribed once they confirm)",
  newsletterConfirmed: "Email list: already confirmed",
  blueprint: "The E-Book Launch Blueprint: an email whose button confirms the email list and downloads it",
  event: "Money Moves Live: a confirmation now and reminders 24 hours and 1 hour before {date}",
  eventLate: "Money Moves Live: a confirmation now (too close to {date} for reminders)",
  eventListPending:
    "Money Moves Live's list: not yet (they join it, and your broadcasts to registrants reach them, once they press the link in the confirmation)",
  eventReconfirm:
    "Money Moves Live: unsubscribed before, so only a request to confirm these emails again (no reminders until they do)",
} as const;

export const billingEmail = {
  subject: "Your link to manage your plan",
  intro: "Here's your secure link to change or cancel your monthly plan. It works once, within one hour:",
  button: "Manage my plan",
  ignore: "If you didn't ask for it, ignore this email: nothing changes.",
  signOff: "With gratitude,",
} as const;

/** To the owner when someone who has her password keeps entering wrong codes (at most one a day). */
export const codeGuessingEmail = {
  subject: "Someone who knows your password is trying codes",
  intro:
    "Someone who knows your password for the owner's area has entered {count} wrong codes from an authenticator app today. The last one was at {time} ({timeZone}), from {country}.",
  unknownCountry: "a country we could not tell",
  whatToDo:
    "If it was not you, change your password now: recover the account with the setup secret or a recovery code at {recoverUrl}. After 20 wrong codes in a day, codes from the app stop working until the account is recovered.",
  ifYou: "If it was you, nothing needs doing.",
} as const;
