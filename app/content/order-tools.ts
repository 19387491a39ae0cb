/**
 * The owner's tools on one order (/owner/orders/{id}): send the download email again, refund, and
 * the notes each action leaves. Placeholders in braces are filled by services/owner/order-tools.server.ts.
 */
export const orderTools = {
  heading: "What you can do",
  resendHeading: "Send the download email again",
  resendText: "Emails {email} the download links again, working for {days} more days from now.",
  resendButton: "Send the download email again",
  resending: "Sending…",
  resentTitle: "Download email sent again",
  resentText: "This is what {email} receives:",
  refundHeading: "Refund",
  refundText: "A full refund of {amount} through Stripe. You'll be asked to confirm.",
  refundStart: "Refund…",
  confirmHeading: "Refund {amount} to {email}?",
  confirmPoints: [
    "Stripe returns the full {amount} to the card or account that paid; the bank may take 5 to 10 business days to show it.",
    "Stripe emails the buyer a refund receipt.",
    "When Stripe confirms the refund, the order turns refunded and its download links stop working.",
    "A refund can't be undone.",
  ],
  confirmButton: "Yes, refund {amount}",
  refunding: "Refunding…",
  cancel: "Cancel",
  requestedTitle: "Refund requested",
  requestedText:
    "Stripe is refunding {amount}. The order turns refunded, and its downloads stop, as soon as Stripe confirms it (usually within a minute).",
  notesHeading: "What was done",
  noNotes: "Nothing yet.",
  unavailable: {
    notPaid: "Only a paid order can be refunded or have its links sent again.",
    noEmail: "This order has no email address to send to.",
    noFiles: "A monthly plan has no downloads; its emails come from Stripe.",
    noPayment: "This order has no one-time payment to refund: refund a monthly plan in the Stripe dashboard.",
  },
  failedTitle: "Stripe refused the refund",
  sendFailedTitle: "Could not send the email",
  notes: {
    resent: "Sent the download email again to {email}; links work until {date}.",
    refundRequested: "Asked Stripe for a full refund of {amount} (refund {refund}, {status}).",
    refunded: "Stripe confirmed the refund; the downloads stopped.",
  },
} as const;
