import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { broadcastMessages, broadcastPage } from "~/content/broadcasts";
import { EMAIL_LIST_INTERESTS } from "~/content/lead-forms";
import {
  audienceValue,
  instantToZonedTime,
  isOneLine,
  isRealPostalAddress,
  parseAudience,
  renderBody,
  zonedTimeToInstant,
  type Audience,
  type Draft,
} from "~/lib/broadcast";
import { fillWords } from "~/lib/fill-words";
import { LOCAL_ORIGIN, linkOrigin } from "~/lib/seo";
import { nextEventStart, sessionDateText } from "~/lib/event-date";
import { createBroadcastRecords, type BroadcastRecords } from "./broadcast-records.server";
import {
  createAudienceReader,
  messageBuilder,
  postalAddress,
  type AudienceReader,
  type Postal,
} from "./broadcast-send.server";
import { shownProfile } from "~/lib/site-profile";

/**
 * The owner's side of broadcasts (/owner/broadcasts): what she typed, checked; the preview; the
 * test to her own address; pressing send or schedule. The scheduled job does the sending
 * (broadcast-send.server.ts). Routes call these after requireSecondLevelOwner.
 */

export const FIELD_NAMES = ["subject", "preheader", "body", "audience", "send_at"] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type Values = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

const Schema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, broadcastMessages.subject),
    v.maxLength(200, broadcastMessages.subject),
    // A line break would end the Subject header and start another (Bcc: …).
    v.check(isOneLine, broadcastMessages.subjectOneLine),
  ),
  preheader: v.pipe(v.string(), v.trim(), v.maxLength(200, broadcastMessages.preheader)),
  body: v.pipe(
    v.string(),
    v.minLength(1, broadcastMessages.body),
    v.maxLength(50_000, broadcastMessages.body),
    v.check((body) => body.trim() !== "", broadcastMessages.body),
  ),
  audience: v.pipe(
    v.string(),
    v.check((value) => parseAudience(value) !== null, broadcastMessages.audience),
  ),
  send_at: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === "" || zonedTimeToInstant(value) !== null, broadcastMessages.sendAt),
  ),
});

export type Checked =
  | { ok: true; values: Values; draft: Draft; audience: Audience; sendAt: Date | null }
  | { ok: false; values: Values; errors: FieldErrors };

/** What she typed, checked: each problem beside its field, what she typed kept. */
export function readDraft(form: FormData): Checked {
  const values = Object.fromEntries(
    FIELD_NAMES.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, name === "body" ? 50_001 : 500) : ""];
    }),
  ) as Values;
  const result = v.safeParse(Schema, values);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as FieldName | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return { ok: false, values, errors };
  }
  const output = result.output;
  return {
    ok: true,
    values,
    draft: { subject: output.subject, preheader: output.preheader, body: output.body },
    audience: parseAudience(output.audience)!,
    sendAt: output.send_at === "" ? null : zonedTimeToInstant(output.send_at),
  };
}

/** Broadcasts need D1 (their own state) and a consent records (who is confirmed); null without. */
export function broadcastServices(context: AppLoadContext): {
  records: BroadcastRecords;
  audiences: AudienceReader;
} | null {
  const { config, services } = context;
  if (!config.d1 || !services.consent) return null;
  return {
    records: createBroadcastRecords(config.d1),
    audiences: createAudienceReader({
      consent: services.consent,
      registrations: services.registrations,
      interests: services.leadInterests,
    }),
  };
}

/** The audiences she can choose: everyone, an interest of the email list, the next Money Moves Live. */
export function audienceChoices(now: Date, audiences: AudienceReader): Array<{ value: string; label: string }> {
  const choices: Audience[] = [
    { kind: "all" },
    ...EMAIL_LIST_INTERESTS.map((choice) => ({ kind: "interest", choice }) as const),
    { kind: "event", session: nextEventStart(now).toISOString() },
  ];
  return choices
    .filter((audience) => audiences.available(audience))
    .map((audience) => ({
      value: audienceValue(audience),
      label: audienceLabel(audience),
    }));
}

export function audienceLabel(audience: Audience): string {
  if (audience.kind === "all") return broadcastPage.audiences.all;
  if (audience.kind === "interest") return fillWords(broadcastPage.audiences.interest, { choice: audience.choice });
  return fillWords(broadcastPage.audiences.event, { date: sessionDateText(new Date(audience.session)) });
}

/** Both parts as a reader sees them (with an example footer: the reader's own link goes in each message). */
export async function previewOf(
  context: AppLoadContext,
  request: Request,
  draft: Draft,
  audience: Audience,
  to: string,
) {
  const build = messageBuilder({
    origin: originOf(context, request),
    secret: context.config.sessionSecret,
    postal: await postalOf(context),
  });
  const message = await build(null, renderBody(draft), audience, to);
  return { subject: message.subject, preheader: draft.preheader, html: message.fragment ?? "", text: message.text };
}

/** Her business's name and postal address as the site shows them. */
async function postalOf(context: AppLoadContext): Promise<Postal> {
  const own = (await context.services.site.overrides()).profile;
  return postalAddress(shownProfile(own, { production: context.config.environment === "production" }));
}

function originOf(context: AppLoadContext, request?: Request): string {
  return request ? linkOrigin({ request, context }) : (context.config.siteUrl ?? LOCAL_ORIGIN);
}

/** Sends the test to her own address only, through the outbox like any single message. */
export async function sendTest(
  context: AppLoadContext,
  request: Request,
  draft: Draft,
  audience: Audience,
  to: string,
): Promise<void> {
  const build = messageBuilder({
    origin: originOf(context, request),
    secret: context.config.sessionSecret,
    postal: await postalOf(context),
  });
  const message = await build(null, renderBody(draft), audience, to, true);
  await context.services.email.send(
    { to, subject: message.subject, html: message.html, text: message.text },
    { idempotencyKey: message.key, kind: "broadcast-test", headers: message.headers },
  );
}

/**
 * Why a broadcast may not go out now, or null: in production the postal address must be real
 * (CAN-SPAM; the go-live check lists it too).
 */
export async function refusalToSend(context: AppLoadContext): Promise<string | null> {
  if (context.config.environment === "production" && !isRealPostalAddress((await postalOf(context)).address))
    return broadcastPage.placeholderAddress;
  return null;
}

export { instantToZonedTime };
