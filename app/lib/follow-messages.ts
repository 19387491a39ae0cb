import { eventWords, subscriptionWords } from "~/content/follow-through";
import type { EmailMessage } from "./email-messages";
import { escape, fillWords } from "./email-messages";
import { sessionDateText, sessionTimeText, type ReminderKind } from "./event-calendar";

/**
 * The messages a visitor gets after acting: the email list's confirmation and Money Moves Live's
 * confirmation and reminders. Pure; every visitor-typed value is escaped in the HTML and each has
 * a plain-text part. The unsubscribe link is in the body as well as in List-Unsubscribe.
 */

const paragraph = (text: string) => `<p>${escape(text)}</p>`;
const button = (href: string, label: string) => `<p><a href="${escape(href)}">${escape(label)}</a></p>`;

function footer(unsubscribeUrl: string): { html: string; text: string } {
  return {
    html: `<p style="font-size:12px;color:#555"><a href="${escape(unsubscribeUrl)}">${escape(subscriptionWords.unsubscribeLabel)}</a></p>`,
    text: fillWords(subscriptionWords.unsubscribeLine, { url: unsubscribeUrl }),
  };
}

export function subscriptionConfirmation(input: { to: string; name: string; confirmUrl: string }): EmailMessage {
  const w = subscriptionWords;
  const greeting = fillWords(w.confirmGreeting, { name: input.name });
  return {
    to: input.to,
    subject: w.confirmSubject,
    html: `${paragraph(greeting)}${paragraph(w.confirmIntro)}${button(input.confirmUrl, w.confirmButton)}${paragraph(w.confirmIgnore)}${paragraph(w.signOff)}`,
    text: `${greeting}\n\n${w.confirmIntro}\n${input.confirmUrl}\n\n${w.confirmIgnore}\n\n${w.signOff}`,
  };
}

export type EventMessageKind = "confirmation" | ReminderKind;

export function eventMessage(input: {
  kind: EventMessageKind;
  to: string;
  name: string;
  start: Date;
  icsUrl: string;
  joinUrl: string | null;
  unsubscribeUrl: string;
}): EmailMessage {
  const w = eventWords;
  const values = { date: sessionDateText(input.start), time: sessionTimeText(input.start) };
  const subject = fillWords(
    input.kind === "confirmation"
      ? w.confirmationSubject
      : input.kind === "24h"
        ? w.reminder24Subject
        : w.reminder1Subject,
    values,
  );
  const intro = fillWords(
    input.kind === "confirmation" ? w.confirmationIntro : input.kind === "24h" ? w.reminder24Intro : w.reminder1Intro,
    values,
  );
  const greeting = fillWords(w.greeting, { name: input.name });
  const join = input.joinUrl
    ? { html: button(input.joinUrl, w.joinLabel), text: `${w.joinLabel}: ${input.joinUrl}` }
    : { html: paragraph(w.joinLater), text: w.joinLater };
  const end = footer(input.unsubscribeUrl);
  return {
    to: input.to,
    subject,
    html: `${paragraph(greeting)}${paragraph(intro)}${join.html}${button(input.icsUrl, w.calendarLabel)}${paragraph(w.signOff)}${end.html}`,
    text: `${greeting}\n\n${intro}\n\n${join.text}\n\n${w.calendarLabel}: ${input.icsUrl}\n\n${w.signOff}\n\n${end.text}`,
  };
}
