import { fillWords } from "./fill-words";
import { escapeHtml } from "xss";
import { DOWNLOAD_DAYS } from "~/content/downloads";
import {
  billingEmail,
  blueprintWords,
  codeGuessingEmail,
  eventWords,
  subscriptionWords,
  type EmailWords,
} from "~/content/email";
import type { ReminderKind } from "./event-calendar";
import { sessionDateText, sessionTimeText } from "./event-date";
import type { Lead } from "./lead-schemas";
import { formName } from "./lead-words";
import { ownerTime } from "./owner-time";
import { saleName, type SaleSettings } from "./products";
import { downloadPath, downloadsExpireAt, filesOf, formatOrderAmount, type Order } from "./orders";

/** The emails the site sends, as subject, HTML and plain text. Pure: app/services/email/ queues and sends them. */

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Every visitor-typed value goes through here before it enters HTML (also quotes and ampersands). */
export function escape(value: string): string {
  return escapeHtml(value.replace(/&/g, "&amp;")).replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** A small table of label/value rows; values are escaped. */
function rows(entries: Array<[string, string | null]>): { html: string; text: string } {
  const present = entries.filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== "");
  return {
    html: `<table cellpadding="4">${present.map(([label, value]) => `<tr><th align="left">${escape(label)}</th><td>${escape(value)}</td></tr>`).join("")}</table>`,
    text: present.map(([label, value]) => `${label}: ${value}`).join("\n"),
  };
}

const paragraph = (text: string) => `<p>${escape(text)}</p>`;

/**
 * How every email to a visitor ends: the closing words, then her name as her profile shows it
 * (lib/site-profile.ts's signatureName), on the next line.
 */
export function signedOff(words: string, name: string): { html: string; text: string } {
  return { html: `<p>${escape(words)}<br>${escape(name)}</p>`, text: `${words}\n${name}` };
}
const link = (href: string, label: string) => `<p><a href="${escape(href)}">${escape(label)}</a></p>`;

export function leadNotice(input: {
  lead: Lead;
  leadId: number | null;
  origin: string;
  to: string;
  words: EmailWords;
  /** What the visitor now receives (the email list's confirmation, the event's emails). */
  receives?: string[];
  /** When the lead came in (ISO), written in the owner's zone. */
  receivedAt: string;
}): EmailMessage {
  const { lead, words } = input;
  const receives = input.receives ?? [];
  const receivesHtml = receives.length
    ? `${paragraph(words.receivesHeading)}<ul>${receives.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>`
    : "";
  const receivesText = receives.length
    ? `\n\n${words.receivesHeading}\n${receives.map((line) => `- ${line}`).join("\n")}`
    : "";
  const url = `${input.origin}/owner${input.leadId === null ? "" : `/leads/${input.leadId}`}`;
  const form = formName(lead.form_source);
  const table = rows([
    [words.labels.form, form],
    [words.labels.name, lead.name],
    [words.labels.email, lead.email],
    [words.labels.phone, lead.phone],
    [words.labels.received, ownerTime(input.receivedAt)],
  ]);
  const intro = fillWords(words.leadIntro, { form });
  return {
    to: input.to,
    subject: fillWords(words.leadSubject, { name: lead.name, form }).slice(0, 200),
    html: `${paragraph(intro)}${table.html}${receivesHtml}${link(url, words.leadLink)}`,
    text: `${intro}\n\n${table.text}${receivesText}\n\n${words.leadLink}: ${url}`,
  };
}

/** A lead whose notice was held past the owner's hourly cap, as her digest lists it. */
export interface DigestLead {
  leadId: number | null;
  formSource: string;
  name: string;
  email: string;
  /** ISO. */
  receivedAt: string;
}

/** The hour's digest of the leads whose notices were held past her cap: one line each, with its link. */
export function leadDigest(input: {
  leads: readonly DigestLead[];
  origin: string;
  to: string;
  words: EmailWords;
  perHour: number;
}): EmailMessage {
  const { leads, words } = input;
  const urlOf = (lead: DigestLead) => `${input.origin}/owner${lead.leadId === null ? "" : `/leads/${lead.leadId}`}`;
  const intro = fillWords(words.digestIntro, { cap: String(input.perHour) });
  const labels = [words.labels.received, words.labels.form, words.labels.name, words.labels.email, ""];
  const head = `<tr>${labels.map((label) => `<th align="left">${escape(label)}</th>`).join("")}</tr>`;
  const body = leads
    .map(
      (lead) =>
        `<tr><td>${escape(ownerTime(lead.receivedAt))}</td><td>${escape(formName(lead.formSource))}</td><td>${escape(lead.name)}</td><td>${escape(lead.email)}</td><td><a href="${escape(urlOf(lead))}">${escape(words.leadLink)}</a></td></tr>`,
    )
    .join("");
  const lines = leads.map(
    (lead) =>
      `- ${ownerTime(lead.receivedAt)}, ${formName(lead.formSource)}: ${lead.name} <${lead.email}> ${urlOf(lead)}`,
  );
  return {
    to: input.to,
    subject: fillWords(words.digestSubject, { count: String(leads.length) }),
    html: `${paragraph(intro)}<table cellpadding="4">${head}${body}</table>${link(`${input.origin}/owner`, words.digestLink)}`,
    text: `${intro}\n\n${lines.join("\n")}\n\n${words.digestLink}: ${input.origin}/owner`,
  };
}

export function orderNotice(input: {
  order: Order;
  origin: string;
  to: string;
  words: EmailWords;
  settings?: SaleSettings;
}): EmailMessage {
  const { order, words } = input;
  const offer = saleName(order.offer, input.settings);
  const amount = formatOrderAmount(order.amountTotal, order.currency) ?? "—";
  const url = `${input.origin}/owner/orders/${order.id}`;
  const table = rows([
    [words.labels.offer, offer],
    [words.labels.amount, amount],
    [words.labels.buyer, order.buyerName],
    [words.labels.email, order.buyerEmail],
    [words.labels.paid, ownerTime(order.paidAt ?? order.createdAt)],
  ]);
  return {
    to: input.to,
    subject: fillWords(words.orderSubject, { offer, amount }),
    html: `${paragraph(words.orderIntro)}${table.html}${link(url, words.orderLink)}`,
    text: `${words.orderIntro}\n\n${table.text}\n\n${words.orderLink}: ${url}`,
  };
}

/** The buyer's message once paid: download links, or a monthly plan's next steps. Null without an email. */
export function buyerDelivery(input: {
  order: Order;
  origin: string;
  words: EmailWords;
  /** Her offers' settings (the files she set replace the shipped ones) and her products. */
  settings?: SaleSettings;
  /** Her name, which the message ends with. */
  signature: string;
}): EmailMessage | null {
  const { order, words } = input;
  const end = signedOff(words.signOff, input.signature);
  if (!order.buyerEmail) return null;
  const offer = saleName(order.offer, input.settings);
  const greeting = fillWords(words.buyerGreeting, { name: order.buyerName ?? "there" });
  const files = filesOf(order.offer, input.settings);
  // Monthly plans ship no files (a one-time offer whose files she removed still sends its links' page).
  if (order.mode === "subscription") {
    const intro = fillWords(words.subscriptionIntro, { offer });
    const billing = `${input.origin}/billing`;
    return {
      to: order.buyerEmail,
      subject: fillWords(words.subscriptionSubject, { offer }),
      html: `${paragraph(greeting)}${paragraph(intro)}<ul>${words.subscriptionPoints.map((p) => `<li>${escape(p)}</li>`).join("")}</ul>${link(billing, words.billingLink)}${end.html}`,
      text: `${greeting}\n\n${intro}\n${words.subscriptionPoints.map((p) => `- ${p}`).join("\n")}\n\n${words.billingLink}: ${billing}\n\n${end.text}`,
    };
  }
  const links = files.map((file) => ({
    name: file.name,
    url: `${input.origin}${downloadPath(order.downloadToken, file.key)}`,
  }));
  const intro = fillWords(words.buyerIntro, { offer });
  const expiry = fillWords(words.buyerExpiry, {
    days: String(DOWNLOAD_DAYS),
    date: downloadsExpireAt(order).toISOString().slice(0, 10),
  });
  const again = `${input.origin}/orders`;
  return {
    to: order.buyerEmail,
    subject: fillWords(words.buyerSubject, { offer }),
    html: `${paragraph(greeting)}${paragraph(intro)}<ul>${links.map((l) => `<li><a href="${escape(l.url)}">${escape(l.name)}</a></li>`).join("")}</ul>${paragraph(expiry)}${paragraph(words.buyerAgain)}${link(again, again)}${end.html}`,
    text: `${greeting}\n\n${intro}\n${links.map((l) => `- ${l.name}: ${l.url}`).join("\n")}\n\n${expiry}\n\n${words.buyerAgain} ${again}\n\n${end.text}`,
  };
}

/** An asynchronous payment that never cleared. Null without an email. */
export function buyerPaymentFailed(
  order: Order,
  words: EmailWords,
  signature: string,
  settings?: SaleSettings,
): EmailMessage | null {
  if (!order.buyerEmail) return null;
  const end = signedOff(words.signOff, signature);
  const offer = saleName(order.offer, settings);
  const greeting = fillWords(words.buyerGreeting, { name: order.buyerName ?? "there" });
  const intro = fillWords(words.failedIntro, { offer });
  return {
    to: order.buyerEmail,
    subject: fillWords(words.failedSubject, { offer }),
    html: `${paragraph(greeting)}${paragraph(intro)}${end.html}`,
    text: `${greeting}\n\n${intro}\n\n${end.text}`,
  };
}

/**
 * The messages a visitor gets after acting: the email list's confirmation and Money Moves Live's
 * confirmation and reminders. Pure; every visitor-typed value is escaped in the HTML and each has
 * a plain-text part. The unsubscribe link is in the body as well as in List-Unsubscribe.
 */

function footer(unsubscribeUrl: string): { html: string; text: string } {
  return {
    html: `<p style="font-size:12px;color:#555"><a href="${escape(unsubscribeUrl)}">${escape(subscriptionWords.unsubscribeLabel)}</a></p>`,
    text: fillWords(subscriptionWords.unsubscribeLine, { url: unsubscribeUrl }),
  };
}

/** To an address that has not confirmed: nothing the visitor typed (no name), only the link. */
export function subscriptionConfirmation(input: { to: string; confirmUrl: string; signature: string }): EmailMessage {
  const w = subscriptionWords;
  const greeting = w.confirmGreeting;
  const end = signedOff(w.signOff, input.signature);
  return {
    to: input.to,
    subject: w.confirmSubject,
    html: `${paragraph(greeting)}${paragraph(w.confirmIntro)}${link(input.confirmUrl, w.confirmButton)}${paragraph(w.confirmIgnore)}${end.html}`,
    text: `${greeting}\n\n${w.confirmIntro}\n${input.confirmUrl}\n\n${w.confirmIgnore}\n\n${end.text}`,
  };
}

/**
 * The free blueprint's one email (an "incentive email"): its button confirms the address on the
 * email list and downloads the file. Nothing the visitor typed but the address it goes to.
 */
export function blueprintMessage(input: { to: string; url: string; expiresAt: Date; signature: string }): EmailMessage {
  const w = blueprintWords;
  const end = signedOff(w.signOff, input.signature);
  const expiry = fillWords(w.expiry, { days: String(DOWNLOAD_DAYS), date: input.expiresAt.toISOString().slice(0, 10) });
  return {
    to: input.to,
    subject: w.subject,
    html: `${paragraph(w.greeting)}${paragraph(w.intro)}${link(input.url, w.button)}${paragraph(expiry)}${paragraph(w.ignore)}${end.html}`,
    text: `${w.greeting}\n\n${w.intro}\n${input.url}\n\n${expiry}\n\n${w.ignore}\n\n${end.text}`,
  };
}

export type EventMessageKind = "confirmation" | ReminderKind | "moved" | "skipped";

const EVENT_TEXTS = {
  confirmation: { subject: eventWords.confirmationSubject, intro: eventWords.confirmationIntro },
  "24h": { subject: eventWords.reminder24Subject, intro: eventWords.reminder24Intro },
  "1h": { subject: eventWords.reminder1Subject, intro: eventWords.reminder1Intro },
  moved: { subject: eventWords.movedSubject, intro: eventWords.movedIntro },
  skipped: { subject: eventWords.skippedSubject, intro: eventWords.skippedIntro },
} satisfies Record<EventMessageKind, { subject: string; intro: string }>;

/**
 * The event's messages carry nothing the visitor typed: a registration proves no ownership of the
 * address. `listConfirmUrl`: a confirmation to an address not confirmed on the event's list, with
 * the link that joins it (double opt-in).
 */
export function eventMessage(input: {
  kind: EventMessageKind;
  to: string;
  start: Date;
  icsUrl: string;
  joinUrl: string | null;
  unsubscribeUrl: string;
  signature: string;
  listConfirmUrl?: string | null;
}): EmailMessage {
  const w = eventWords;
  const signed = signedOff(w.signOff, input.signature);
  const values = { date: sessionDateText(input.start), time: sessionTimeText(input.start) };
  const subject = fillWords(EVENT_TEXTS[input.kind].subject, values);
  const intro = fillWords(EVENT_TEXTS[input.kind].intro, values);
  const greeting = w.greeting;
  const join =
    input.kind === "skipped"
      ? { html: "", text: "" }
      : input.joinUrl
        ? { html: link(input.joinUrl, w.joinLabel), text: `${w.joinLabel}: ${input.joinUrl}` }
        : { html: paragraph(w.joinLater), text: w.joinLater };
  const invite = input.listConfirmUrl
    ? {
        html: `${paragraph(w.listInvite)}${link(input.listConfirmUrl, w.listButton)}`,
        text: `\n\n${w.listInvite}\n${w.listButton}: ${input.listConfirmUrl}`,
      }
    : { html: "", text: "" };
  const end = footer(input.unsubscribeUrl);
  return {
    to: input.to,
    subject,
    html: `${paragraph(greeting)}${paragraph(intro)}${join.html}${link(input.icsUrl, w.calendarLabel)}${invite.html}${signed.html}${end.html}`,
    text: `${greeting}\n\n${intro}\n\n${join.text}\n\n${w.calendarLabel}: ${input.icsUrl}${invite.text}\n\n${signed.text}\n\n${end.text}`,
  };
}

/** A registration for an address that unsubscribed: the one message it gets, a plain link to opt in again. */
export function eventReconfirmation(input: { to: string; confirmUrl: string; signature: string }): EmailMessage {
  const w = eventWords;
  const end = signedOff(w.reconfirmSignOff, input.signature);
  return {
    to: input.to,
    subject: w.reconfirmSubject,
    html: `${paragraph(w.greeting)}${paragraph(w.reconfirmIntro)}${link(input.confirmUrl, w.reconfirmButton)}${paragraph(w.reconfirmIgnore)}${end.html}`,
    text: `${w.greeting}\n\n${w.reconfirmIntro}\n${input.confirmUrl}\n\n${w.reconfirmIgnore}\n\n${end.text}`,
  };
}

/** The one-time link to the billing portal: a receipt-like message (asked for, about a purchase), no unsubscribe. */
export function billingLinkMessage(input: { to: string; url: string; signature: string }): EmailMessage {
  const w = billingEmail;
  const end = signedOff(w.signOff, input.signature);
  return {
    to: input.to,
    subject: w.subject,
    html: `${paragraph(w.intro)}${link(input.url, w.button)}${paragraph(w.ignore)}${end.html}`,
    text: `${w.intro}\n${input.url}\n\n${w.ignore}\n\n${end.text}`,
  };
}

/** To the owner: someone with her password is guessing codes (the time in her zone, the country Cloudflare saw). */
export function codeGuessingAlert(input: {
  to: string;
  count: number;
  time: string;
  timeZone: string;
  country: string | null;
  recoverUrl: string;
}): EmailMessage {
  const w = codeGuessingEmail;
  const intro = fillWords(w.intro, {
    count: String(input.count),
    time: input.time,
    timeZone: input.timeZone,
    country: input.country ?? w.unknownCountry,
  });
  const whatToDo = fillWords(w.whatToDo, { recoverUrl: input.recoverUrl });
  return {
    to: input.to,
    subject: w.subject,
    html: `${paragraph(intro)}${paragraph(whatToDo)}${paragraph(w.ifYou)}`,
    text: `${intro}\n\n${whatToDo}\n\n${w.ifYou}`,
  };
}
