import type { AppLoadContext } from "@remix-run/cloudflare";
import { eventWords, receivesWords } from "~/content/email";
import { moneyMovesLive } from "~/content/event";
import { LATE_REGISTRATION_MS, REMINDERS, sessionKey, type SessionDetails } from "~/lib/event-calendar";
import { fillWords } from "~/lib/fill-words";
import { sessionDateText, sessionTimeText } from "~/lib/event-date";
import { nextSession, sessionStartingAt, type ScheduledSession } from "~/lib/event-schedule";
import type { EventSection } from "~/lib/site-sections";
import type { Lead } from "~/lib/lead-schemas";
import type { FollowUp } from "~/services/leads/lead-answer.server";
import { eventMessage, eventReconfirmation, type EventMessageKind } from "~/lib/email-messages";
import { normalAddress } from "~/lib/signed-token";
import { linkOrigin } from "~/lib/seo";
import type { ConsentRecords } from "~/services/email/consent-records.server";
import type { Email } from "~/services/email/email.server";
import { confirmUrl, listHeaders, REGISTRATIONS_NONCE } from "~/services/email/links.server";
import { signatureFor } from "~/services/email/signature.server";
import type { RegistrationRecords } from "./registration-records.server";
import * as clock from "~/lib/clock";

/**
 * Where the .ics of a session is served (app/routes/money-moves-live_.$file.tsx): by its key, the
 * key of its month's default start, so the address stays when the owner moves it.
 */
export const icsPath = (session: { key: string }) => `/money-moves-live/${session.key}.ics`;

export function sessionDetails(origin: string): SessionDetails {
  return {
    title: moneyMovesLive.name,
    description: eventWords.calendarDescription,
    location: eventWords.calendarLocation,
    url: `${origin}/money-moves-live`,
    host: new URL(origin).host,
  };
}

interface Deps {
  email: Email;
  secret: string;
  origin: string;
  joinUrl: string | null;
  /** Her name, which every message ends with. */
  signature: string;
}

async function sendEventMessage(
  deps: Deps,
  kind: EventMessageKind,
  registration: { id: number; email: string; start: Date; key: string },
  idempotencyKey = `event-${kind}-${registration.id}`,
  listConfirmUrl: string | null = null,
) {
  const { url, headers } = await listHeaders(deps.origin, deps.secret, registration.email, "event");
  await deps.email.send(
    eventMessage({
      kind,
      to: registration.email,
      start: registration.start,
      icsUrl: `${deps.origin}${icsPath(registration)}`,
      joinUrl: deps.joinUrl,
      unsubscribeUrl: url,
      signature: deps.signature,
      listConfirmUrl,
    }),
    // The confirmation is what a post causes: capped per address. Its key is the registration's,
    // one per address and session, so a second registration for the session sends nothing more.
    { idempotencyKey, kind: `event-${kind}`, headers, capped: kind === "confirmation" },
  );
}

/**
 * What a registration sent: the confirmation (with reminders to come, or too late for them), or
 * only the request to opt in again (an address that unsubscribed). `listed`: the address is
 * confirmed on the event's list (else the confirmation carries the link that joins it).
 */
export type RegistrationOutcome = { sent: "reminders" | "late"; listed: boolean } | { sent: "reconfirm" };

/**
 * A registration for a session: saved, and the event's messages asked for (consent-records.server.ts
 * `signUp`). It gets what it asked for whether or not the address is confirmed on the event's list:
 * the confirmation at once (join link, the session's date and time, its calendar file) and that
 * session's reminders and notices of a move. The list, which the owner's broadcasts reach, is
 * double opt-in: an address not confirmed on it finds in the confirmation a link whose page's
 * button confirms it. One confirmation per address and session (the registration's key), capped
 * per address. An address that unsubscribed gets only the plain "confirm you want these emails
 * again" request, whose button then sends the confirmation (`confirmSeats`); a suppressed address
 * gets nothing (the email service holds it).
 */
export async function registerForSession(
  deps: Deps & { registrations: RegistrationRecords; consent: ConsentRecords },
  input: { address: string; name: string; session: ScheduledSession; now: Date },
): Promise<RegistrationOutcome> {
  const address = normalAddress(input.address);
  const { start, key } = input.session;
  const saved = await deps.registrations.register({ email: address, name: input.name, sessionStart: start }, input.now);
  const consent = await deps.consent.signUp({ email: address, list: "event", name: input.name }, input.now);
  if (consent.optedOut) {
    const link = await confirmUrl(deps.origin, deps.secret, address, "event", REGISTRATIONS_NONCE);
    const { headers } = await listHeaders(deps.origin, deps.secret, address, "event");
    // One per address and session (the registration names it), and capped per address.
    await deps.email.send(eventReconfirmation({ to: address, confirmUrl: link, signature: deps.signature }), {
      idempotencyKey: `event-reconfirm-${saved.id}`,
      kind: "event-reconfirm",
      headers,
      capped: true,
    });
    return { sent: "reconfirm" };
  }
  const listed = consent.status === "confirmed";
  const listLink = listed ? null : await confirmUrl(deps.origin, deps.secret, address, "event");
  await sendEventMessage(deps, "confirmation", { id: saved.id, email: address, start, key }, undefined, listLink);
  return { sent: start.getTime() - input.now.getTime() > LATE_REGISTRATION_MS ? "reminders" : "late", listed };
}

/**
 * The button of the reconfirm request was pressed (the address opted in again): each session it is
 * registered for from `now` on gets the confirmation it was held back for (join link, calendar
 * file), under the registration's key, so one sent already is not sent again; the reminders follow
 * from the scheduled job. How many registrations.
 */
export async function confirmSeats(
  deps: Deps & { registrations: RegistrationRecords; event: EventSection | undefined },
  address: string,
  now: Date,
): Promise<number> {
  const upcoming = await deps.registrations.upcomingOf(normalAddress(address), now);
  for (const registration of upcoming) {
    const start = new Date(registration.sessionStart);
    const key = sessionStartingAt(start, deps.event)?.key ?? sessionKey(start);
    await sendEventMessage(deps, "confirmation", { ...registration, start, key });
  }
  return upcoming.length;
}

/**
 * After the reconfirm request's button (/confirm-subscription for the event's list, its link signed
 * with REGISTRATIONS_NONCE): `confirmSeats` with the owner's schedule and join link. A failure is
 * logged: the address is confirmed, its reminders follow.
 */
export async function confirmSeatsByEmail(args: { request: Request; context: AppLoadContext }, address: string) {
  const { context } = args;
  const { registrations } = context.services;
  if (!registrations) return;
  try {
    const event = (await context.services.site.overrides()).event;
    await confirmSeats(
      {
        registrations,
        email: context.services.email,
        secret: context.config.sessionSecret,
        origin: linkOrigin(args),
        joinUrl: event?.joinUrl ?? context.config.eventJoinUrl,
        signature: await signatureFor(context),
        event,
      },
      address,
      clock.now(),
    );
  } catch (error) {
    console.error(`Seats not confirmed by email: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Reminders at most one run queues. */
export const REMINDER_BATCH = 50;

/** The scheduled job's step: claims and queues the reminders due at `now`; how many. */
export async function sendDueReminders(
  deps: Deps & { registrations: RegistrationRecords; event: EventSection | undefined },
  now: Date,
): Promise<number> {
  let count = 0;
  for (const reminder of REMINDERS) {
    const due = await deps.registrations.claimReminders(reminder.kind, reminder.beforeMs, now, REMINDER_BATCH);
    for (const registration of due) {
      const start = new Date(registration.sessionStart);
      const key = sessionStartingAt(start, deps.event)?.key ?? sessionKey(start);
      await sendEventMessage(deps, reminder.kind, { ...registration, start, key });
      count += 1;
    }
  }
  return count;
}

/** Registrants told of one change at most per run of the owner's form (the rest: the next save). */
export const CHANGE_NOTICE_BATCH = 500;

/**
 * The owner moved or skipped a session (/owner/site/event): its registrations follow it (moved:
 * their reminders are due again before the new start; skipped: removed), and each registrant gets
 * one email saying so, with the session's calendar file (same UID, higher SEQUENCE), through the
 * outbox, whether or not it confirmed the event's list (it asked for this session); an address
 * that opted out of the event's messages hears nothing. `before`: the start the registrations
 * have. How many were told.
 */
export async function announceSessionChange(
  deps: Deps & { registrations: RegistrationRecords; consent: ConsentRecords | null },
  change: { before: Date; session: ScheduledSession },
): Promise<number> {
  const { before, session } = change;
  if (!session.skipped && session.start.getTime() === before.getTime()) return 0;
  const moved = await deps.registrations.moveSession(before, session.skipped ? null : session.start);
  const batch = moved.slice(0, CHANGE_NOTICE_BATCH);
  const optedOut = deps.consent
    ? await deps.consent.optedOut(
        "event",
        batch.map((registration) => registration.email),
      )
    : new Set<string>();
  const told = batch.filter((registration) => !optedOut.has(registration.email));
  const kind = session.skipped ? "skipped" : "moved";
  for (const registration of told) {
    await sendEventMessage(
      deps,
      kind,
      { ...registration, start: session.skipped ? before : session.start, key: session.key },
      `event-${kind}-${registration.id}-${session.sequence}`,
    );
  }
  return told.length;
}

/** The page that shows the session a visitor registered for, with its calendar links. */
export const registeredPath = (session: { key: string }) => `/money-moves-live?registered=${session.key}`;

/**
 * The event form's follow-up: the page that shows the session (her schedule, read before the
 * answer), and the registration, its consent and its message after the answer (the answer tells
 * nothing of the address).
 */
export async function eventFollowUp(context: AppLoadContext): Promise<FollowUp> {
  const now = clock.now();
  const event = (await context.services.site.overrides()).event;
  const session = nextSession(now, event);
  const { start } = session;
  return {
    returnTo: registeredPath(session),
    async run(lead: Lead, origin: string) {
      const { registrations, consent, email } = context.services;
      if (!registrations || !consent) return [];
      const outcome = await registerForSession(
        {
          registrations,
          consent,
          email,
          secret: context.config.sessionSecret,
          origin,
          joinUrl: event?.joinUrl ?? context.config.eventJoinUrl,
          signature: await signatureFor(context),
        },
        { address: lead.email, name: lead.name, session, now },
      );
      const date = `${sessionDateText(start)}, ${sessionTimeText(start)}`;
      const words = {
        reminders: receivesWords.event,
        late: receivesWords.eventLate,
        reconfirm: receivesWords.eventReconfirm,
      };
      const receives = [fillWords(words[outcome.sent], { date })];
      return outcome.sent === "reconfirm" || outcome.listed ? receives : [...receives, receivesWords.eventListPending];
    },
  };
}
