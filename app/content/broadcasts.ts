/** The words of the owner's broadcasts (/owner/broadcasts) and of the messages they send. */

export const broadcastPage = {
  title: "Broadcasts",
  intro: "Write to your confirmed list. Every message carries its own unsubscribe link and your postal address.",
  newLink: "Write a broadcast",
  newTitle: "Write a broadcast",
  allBroadcasts: "← All broadcasts",
  empty: "No broadcasts yet.",
  listCaption: "Your broadcasts, newest first",
  columns: {
    subject: "Subject",
    status: "Status",
    sendAt: "Sends at",
    queued: "Queued",
    sent: "Sent",
    failed: "Failed",
    skipped: "Skipped",
    unsubscribes: "Unsubscribes",
  },
  statuses: { scheduled: "Scheduled", sending: "Sending", sent: "Sent", cancelled: "Cancelled" },
  fields: {
    subject: "Subject",
    preheader: "Preheader (the line shown after the subject in the inbox)",
    body: "Message",
    bodyHint:
      "Plain text with light formatting: a blank line between paragraphs, # for a heading, **bold**, *italics*, [words](https://link), - for a list. HTML is shown as text.",
    audience: "Who receives it",
    sendAt: "Send at (your time, Eastern)",
    sendAtHint: "Leave empty to send now.",
  },
  audiences: {
    all: "Every confirmed subscriber",
    interest: "Subscribers interested in {choice}",
    event: "Registrants of Money Moves Live on {date}",
  },
  recipients: "{count} will receive it.",
  buttons: { preview: "Preview", test: "Send me a test", send: "Send now", schedule: "Schedule", cancel: "Cancel it" },
  /** The step before a broadcast goes out or is scheduled: nothing is sent until she presses its button. */
  confirm: {
    heading: "Check before it goes out",
    subject: "Subject:",
    sendNow: "{people} will get it now ({audience}).",
    sendLater: "{people} will get it on {when} ({audience}).",
    person: "1 person",
    people: "{count} people",
    undone: "Once it starts, a broadcast cannot be taken back.",
    sendButton: "Yes, send it now",
    scheduleButton: "Yes, schedule it",
    working: "Working…",
    edit: "Or change it in the form above and press Send now or Schedule again.",
    label: "Confirm the broadcast",
  },
  previewHeading: "Preview",
  previewHtml: "As HTML",
  previewText: "As plain text",
  testSent: "A test is on its way to {to}.",
  sentToast: "Your broadcast is on its way: the scheduled job sends it in batches.",
  scheduledToast: "Scheduled.",
  cancelledToast: "Cancelled: nothing was sent.",
  notCancelled: "It has started already and can no longer be cancelled.",
  copyHeading: "The message",
  failedReasons: "Why messages failed",
  placeholderAddress:
    "Your postal address is still the placeholder: the law (CAN-SPAM) requires a real one in every broadcast. Set business.mailingAddress in your profile first.",
  unavailable: "Broadcasts need the site's D1 database and a consent store.",
  noOwnerAddress: "Your address is not known, so no test can be sent.",
  notFound: "No such broadcast.",
} as const;

export const broadcastMessages = {
  subject: "Please write a subject (up to 200 characters).",
  subjectOneLine: "Please write the subject on one line (no line breaks).",
  preheader: "The preheader is at most 200 characters.",
  body: "Please write the message (up to 50,000 characters).",
  audience: "Please choose who receives it.",
  sendAt: "Please give a date and time in the future, like 2026-12-24 09:00.",
  sendAtNeeded: "Please give the date and time to send it.",
  noRecipients: "Nobody in this audience would receive it.",
} as const;

/** The footer of every broadcast message: why they get it, how to stop, and where the business is. */
export const broadcastFooter = {
  why: "You receive this because you asked for {list} from {business}.",
  unsubscribe: "Unsubscribe",
  unsubscribeText: "Unsubscribe: {url}",
  testPrefix: "[Test] ",
} as const;
