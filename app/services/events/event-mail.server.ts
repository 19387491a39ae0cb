import type { AppLoadContext } from "@remix-run/cloudflare";
import { eventWords, receivesWords } from "~/content/email";
import { moneyMovesLive } from "~/content/event";
import { LATE_REGISTRATION_MS, REMINDERS, sessionKey, type SessionDetails } from "~/lib/event-calendar";
import { fillWords } from "~/lib/email-messages";
import { nextEventStart, sessionDateText, sessionTimeText } from "~/lib/event-date";
import type { Lead } from "~/lib/lead-schemas";
import type { FollowUp } from "~/services/leads/lead-answer.server";
import { eventMessage, type EventMessageKind } from "~/lib/email-messages";
import { normalAddress } from "~/lib/signed-token";
import type { ConsentStore } from "~/services/email/consent-store.server";
import type { Email } from "~/services/email/email.server";
import { listHeaders } from "~/services/email/links.server";
import type { Registrations } from "./registration-store.server";

/** Where the .ics of a session is served (app/routes/money-moves-live_.$file.tsx). */
export const icsPath = (start: Date) => `/money-moves-live/${sessionKey(start)}.ics`;

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
}

async function sendEventMessage(
  deps: Deps,
  kind: EventMessageKind,
  registration: { id: number; email: string; name: string; start: Date },
) {
  const { url, headers } = await listHeaders(deps.origin, deps.secret, registration.email, "event");
  await deps.email.send(
    eventMessage({
      kind,
      to: registration.email,
      name: registration.name,
      start: registration.start,
      icsUrl: `${deps.origin}${icsPath(registration.start)}`,
      joinUrl: deps.joinUrl,
      unsubscribeUrl: url,
    }),
    { idempotencyKey: `event-${kind}-${registration.id}`, kind: `event-${kind}`, headers },
  );
}

/**
 * A registration for a session: saved (with the event's messages opted into), and the confirmation
 * queued at once. `reminders`: whether reminders will follow (not within the last hour).
 */
export async function registerForSession(
  deps: Deps & { registrations: Registrations; consent: ConsentStore },
  input: { address: string; name: string; start: Date; now: Date },
): Promise<{ reminders: boolean }> {
  const address = normalAddress(input.address);
  const saved = await deps.registrations.register(
    { email: address, name: input.name, sessionStart: input.start },
    input.now,
  );
  await deps.consent.optIn({ email: address, list: "event", name: input.name }, input.now);
  await sendEventMessage(deps, "confirmation", { id: saved.id, email: address, name: input.name, start: input.start });
  return { reminders: input.start.getTime() - input.now.getTime() > LATE_REGISTRATION_MS };
}

/** Reminders at most one run queues. */
export const REMINDER_BATCH = 50;

/** The scheduled job's step: claims and queues the reminders due at `now`; how many. */
export async function sendDueReminders(deps: Deps & { registrations: Registrations }, now: Date): Promise<number> {
  let count = 0;
  for (const reminder of REMINDERS) {
    const due = await deps.registrations.claimReminders(reminder.kind, reminder.beforeMs, now, REMINDER_BATCH);
    for (const registration of due) {
      await sendEventMessage(deps, reminder.kind, { ...registration, start: new Date(registration.sessionStart) });
      count += 1;
    }
  }
  return count;
}

/** The page that shows the session a visitor registered for, with its calendar links. */
export const registeredPath = (start: Date) => `/money-moves-live?registered=${sessionKey(start)}`;

/** The event form's follow-up: the registration, its confirmation, and the page that shows it. */
export function eventFollowUp(context: AppLoadContext) {
  return async (lead: Lead, origin: string): Promise<FollowUp> => {
    const now = new Date();
    const start = nextEventStart(now);
    const returnTo = registeredPath(start);
    const { registrations, consent, email } = context.services;
    if (!registrations || !consent) return { receives: [], returnTo };
    const { reminders } = await registerForSession(
      {
        registrations,
        consent,
        email,
        secret: context.config.sessionSecret,
        origin,
        joinUrl: context.config.eventJoinUrl,
      },
      { address: lead.email, name: lead.name, start, now },
    );
    const date = `${sessionDateText(start)}, ${sessionTimeText(start)}`;
    return { receives: [fillWords(reminders ? receivesWords.event : receivesWords.eventLate, { date })], returnTo };
  };
}
