import { Marked, type Token, type Tokens } from "marked";
// The lexer keeps HTML entities in text (&amp;, &eacute;) as she typed them; the plain part shows the character.
import { decodeHTML } from "entities";
import { FilterXSS } from "xss";
import { broadcastFooter } from "~/content/broadcasts";
import { EMAIL_LIST_INTERESTS } from "~/content/lead-forms";
import { OWNER_TIME_ZONE } from "~/content/site";
import { escape } from "./email-messages";
import { fillWords } from "./fill-words";
import { PLACEHOLDER_ADDRESS } from "./go-live";
import type { ListId } from "./signed-token";
import { instantOf, wallTimeOf, wallTimeText } from "./time-zone";

/**
 * The owner's broadcasts, pure: who an audience names, her Markdown as the HTML and plain-text
 * parts of a message (with its recipient's unsubscribe link and the postal address), her local time
 * as an instant, and how much one scheduled run does. app/services/broadcasts/*.server.ts
 * store and send them.
 */

/** Recipients one scheduled run queues at most (read from the consent records in pages). */
export const QUEUE_PER_RUN = 2000;
/** Addresses read from the consent records per page. */
export const QUEUE_PAGE = 500;
/** Resend's batch endpoint takes at most 100 messages a call. */
export const BATCH_SIZE = 100;
/** Batch calls one run makes at most (subrequests and CPU per invocation stay small). */
export const BATCHES_PER_RUN = 20;
/** Resend's default rate limit is 2 requests a second: calls are spaced by this. */
export const RESEND_CALL_SPACING_MS = 500;

/** Of the daily budget, what broadcasts leave for receipts, download links and notices. */
export const BROADCAST_RESERVE = 20;

/** How many broadcast messages may still go today: the budget less the reserve less what went. */
export function broadcastAllowance(dailyBudget: number, usedToday: number): number {
  return Math.max(0, dailyBudget - BROADCAST_RESERVE - usedToday);
}

/** A subject is one header line: a CR or LF in it would start another header. */
export function isOneLine(value: string): boolean {
  return !/[\r\n]/.test(value);
}

/** The unsubscribe token's nonce naming the broadcast a link came in, signed with the rest. */
export function broadcastNonce(broadcastId: number): string {
  return `b:${broadcastId}`;
}

/** The broadcast a signed nonce names, or null. */
export function broadcastIdOfNonce(nonce: string): number | null {
  const match = /^b:(\d{1,15})$/.exec(nonce);
  return match ? Number(match[1]) : null;
}

export type Audience =
  | { kind: "all" }
  | { kind: "interest"; choice: (typeof EMAIL_LIST_INTERESTS)[number] }
  | { kind: "event"; session: string };

/** `all`, `interest:<choice>` (a choice of the email list's form) or `event:<session instant>`; null otherwise. */
export function parseAudience(value: string): Audience | null {
  if (value === "all") return { kind: "all" };
  if (value.startsWith("interest:")) {
    const choice = value.slice("interest:".length);
    const known = EMAIL_LIST_INTERESTS.find((interest) => interest === choice);
    return known ? { kind: "interest", choice: known } : null;
  }
  if (value.startsWith("event:")) {
    const instant = new Date(value.slice("event:".length));
    return Number.isNaN(instant.getTime()) ? null : { kind: "event", session: instant.toISOString() };
  }
  return null;
}

export function audienceValue(audience: Audience): string {
  if (audience.kind === "all") return "all";
  return audience.kind === "interest" ? `interest:${audience.choice}` : `event:${audience.session}`;
}

/** The consent list an audience's recipients belong to (and unsubscribe from). */
export function listOf(audience: Audience): ListId {
  return audience.kind === "event" ? "event" : "newsletter";
}

/** The outbox key of one recipient's message. */
export function recipientKey(broadcastId: number, email: string): string {
  return `broadcast:${broadcastId}:${email}`;
}

/** The keys of one broadcast's messages sort between these (for a range read on the unique index). */
export function recipientKeyRange(broadcastId: number): [from: string, to: string] {
  // ';' follows ':' in ASCII.
  return [`broadcast:${broadcastId}:`, `broadcast:${broadcastId};`];
}

/** The broadcast a recipient key belongs to, or null. */
export function broadcastIdOfKey(key: string): number | null {
  const match = /^broadcast:(\d+):/.exec(key);
  return match ? Number(match[1]) : null;
}

/** The postal address may go in a broadcast (CAN-SPAM): not empty and not the example placeholder. */
export function isRealPostalAddress(address: string): boolean {
  return address.trim() !== "" && !PLACEHOLDER_ADDRESS.test(address);
}

// Her Markdown. Raw HTML is shown as text (escaped), and what the renderer makes goes through an
// allow-list of formatting tags besides, so nothing she pastes runs or restyles the message.
// A single line break she types is one in the message too (an address, a sign-off), as in her preview.
const markdown = new Marked({ gfm: true, breaks: true, async: false });
markdown.use({ renderer: { html: ({ text }) => escape(text) } });

const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    hr: [],
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    del: [],
    ul: [],
    ol: ["start"],
    li: [],
    blockquote: [],
    code: [],
    pre: [],
    a: ["href", "title"],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
  safeAttrValue(tag, name, value) {
    // Links go to the web or to an address, nothing else.
    if (tag === "a" && name === "href") return /^(https?:|mailto:)/i.test(value.trim()) ? escape(value.trim()) : "";
    return escape(value);
  },
});

/** Her Markdown as safe HTML. */
export function bodyHtml(body: string): string {
  return filter.process(markdown.parse(body, { async: false }));
}

function inlineText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      switch (token.type) {
        case "link": {
          const link = token as Tokens.Link;
          const label = inlineText(link.tokens);
          const href = decodeHTML(link.href);
          return label === href ? href : `${label} (${href})`;
        }
        case "image":
          return (token as Tokens.Image).text;
        case "br":
          return "\n";
        case "codespan":
          return (token as Tokens.Codespan).text;
        case "strong":
        case "em":
        case "del":
          return inlineText((token as Tokens.Strong).tokens);
        case "text":
          return "tokens" in token && token.tokens ? inlineText(token.tokens) : decodeHTML(token.text);
        case "escape":
          return token.text;
        default:
          return "raw" in token ? String(token.raw) : "";
      }
    })
    .join("");
}

function blockText(tokens: Token[], indent = ""): string[] {
  const blocks: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "heading":
        blocks.push(inlineText((token as Tokens.Heading).tokens).toUpperCase());
        break;
      case "paragraph":
        blocks.push(inlineText((token as Tokens.Paragraph).tokens));
        break;
      case "list": {
        const list = token as Tokens.List;
        const start = typeof list.start === "number" ? list.start : 1;
        blocks.push(
          list.items
            .map((item, i) => {
              const bullet = list.ordered ? `${start + i}. ` : "- ";
              // A line break inside the item lines up under its words (a nested list is indented already).
              const lines = item.tokens.map((inner) =>
                inner.type === "list"
                  ? blockText([inner], `${indent}  `).join("\n")
                  : blockText([inner]).join("\n").replaceAll("\n", `\n${indent}  `),
              );
              return `${indent}${bullet}${lines.filter((line) => line !== "").join("\n")}`;
            })
            .join("\n"),
        );
        break;
      }
      case "blockquote":
        blocks.push(
          blockText((token as Tokens.Blockquote).tokens)
            .join("\n\n")
            .split("\n")
            .map((line) => `> ${line}`)
            .join("\n"),
        );
        break;
      case "code":
        blocks.push((token as Tokens.Code).text);
        break;
      case "hr":
        blocks.push("----");
        break;
      case "space":
        break;
      case "text":
        blocks.push("tokens" in token && token.tokens ? inlineText(token.tokens) : token.text);
        break;
      default:
        if ("raw" in token) blocks.push(String(token.raw).trim());
    }
  }
  return blocks.filter((block) => block !== "");
}

/** Her Markdown as plain text: the words, links written out after their label. */
export function bodyText(body: string): string {
  return blockText(markdown.lexer(body)).join("\n\n");
}

export interface Draft {
  subject: string;
  preheader: string;
  body: string;
}

/** Her message rendered once (the expensive part); each recipient's message adds its footer. */
export interface RenderedBody {
  subject: string;
  /** Hidden first text of the HTML part (inboxes show it after the subject); empty for none. */
  preheaderHtml: string;
  html: string;
  text: string;
}

export function renderBody(draft: Draft): RenderedBody {
  return {
    subject: draft.subject,
    preheaderHtml: draft.preheader
      ? `<div style="display:none;max-height:0;overflow:hidden">${escape(draft.preheader)}</div>`
      : "",
    html: bodyHtml(draft.body),
    text: bodyText(draft.body),
  };
}

export interface Footer {
  /** The recipient's own one-click unsubscribe link. */
  unsubscribeUrl: string;
  postalAddress: string;
  business: string;
  /** What the list is called (app/content/follow-through.ts listNames). */
  listName: string;
}

export interface BroadcastMessage {
  subject: string;
  /** The whole HTML part. */
  html: string;
  text: string;
  /** The visible HTML (her message and the footer), for a preview on a page. */
  fragment: string;
}

/** One recipient's message: her message, then why they get it, their unsubscribe link and the postal address. */
export function recipientMessage(body: RenderedBody, footer: Footer, test = false): BroadcastMessage {
  const why = fillWords(broadcastFooter.why, { list: footer.listName, business: footer.business });
  const fragment =
    `${body.html}<hr>` +
    `<p>${escape(why)} <a href="${escape(footer.unsubscribeUrl)}">${escape(broadcastFooter.unsubscribe)}</a></p>` +
    `<p>${escape(footer.business)}, ${escape(footer.postalAddress)}</p>`;
  return {
    subject: `${test ? broadcastFooter.testPrefix : ""}${body.subject}`,
    html: `<!doctype html><html><body>${body.preheaderHtml}${fragment}</body></html>`,
    text: `${body.text}\n\n----\n${why}\n${fillWords(broadcastFooter.unsubscribeText, { url: footer.unsubscribeUrl })}\n${footer.business}, ${footer.postalAddress}\n`,
    fragment,
  };
}

/**
 * Her local time (`YYYY-MM-DDTHH:MM`, as a datetime-local field sends it) in `timeZone` as an
 * instant; null when it is not such a time.
 */
export function zonedTimeToInstant(local: string, timeZone = OWNER_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return instantOf({ year, month, day, hour, minute }, timeZone);
}

/** An instant as her local time for a datetime-local field (`YYYY-MM-DDTHH:MM`). */
export function instantToZonedTime(at: Date, timeZone = OWNER_TIME_ZONE): string {
  return wallTimeText(wallTimeOf(at, timeZone));
}
