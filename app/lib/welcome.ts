import { subscriptionWords, welcomeEmail } from "~/content/email";
import { bodyHtml, bodyText } from "./broadcast";
import { escape, signedOff, type EmailMessage } from "./email-messages";
import { fillWords } from "./fill-words";
import type { WelcomeSection } from "./site-sections";

/**
 * The welcome an address gets once, when it confirms the email list: her subject and Markdown
 * (/owner/site/welcome, rendered as a broadcast's body is) over the default of app/content, ended
 * by her name, with the list's unsubscribe link.
 */

export interface WelcomeDraft {
  subject: string;
  body: string;
}

/** Her words over the defaults: a field she left empty is the default's. */
export function mergeWelcome(section: WelcomeSection | undefined): WelcomeDraft {
  const subject = section?.subject?.trim();
  const body = section?.body?.trim();
  return { subject: subject || welcomeEmail.subject, body: body || welcomeEmail.body };
}

export function welcomeMessage(input: {
  to: string;
  draft: WelcomeDraft;
  signature: string;
  unsubscribeUrl: string;
  /** Her test send: the subject says so. */
  test?: boolean;
}): EmailMessage {
  const end = signedOff(welcomeEmail.signOff, input.signature);
  const unsubscribe = fillWords(subscriptionWords.unsubscribeLine, { url: input.unsubscribeUrl });
  return {
    to: input.to,
    subject: `${input.test ? welcomeEmail.testPrefix : ""}${input.draft.subject}`,
    html:
      `${bodyHtml(input.draft.body)}${end.html}` +
      `<p style="font-size:12px;color:#555"><a href="${escape(input.unsubscribeUrl)}">${escape(subscriptionWords.unsubscribeLabel)}</a></p>`,
    text: `${bodyText(input.draft.body)}\n\n${end.text}\n\n${unsubscribe}`,
  };
}
