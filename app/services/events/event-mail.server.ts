import type { AppLoadContext } from "@remix-run/cloudflare";
import { eventWords, receivesWords } from "~/content/email";
import { moneyMovesLive } from "~/content/event";
import { LATE_REGISTRATION_MS, REMINDERS, sessionKey, type SessionDetails } from "~/lib/event-calendar";
import { fillWords } from "~/lib/email-messages";
import { nextEventStart, sessionDateText, sessionTimeText } from "~/lib/event-date";
import type { Lead } from "~/lib/lead-schemas";
import type { FollowUp } from "~/services/leads/lead-answer.server";
import { eventMessage, eventReconfirmation, type EventMessageKind } from "~/lib/email-messages";
import { normalAddress } from "~/lib/signed-token";
import type { ConsentStore } from "~/services/email/consent-store.server";
import type { Email } from "~/services/email/email.server";
import { confirmUrl, listHeaders } from "~/services/email/links.server";
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
  registration: { id: number; email: string; start: Date },
) {
  const { url, headers } = await listHeaders(deps.origin, deps.secret, registration.email, "event");
  await deps.email.send(
    eventMessage({
      kind,
      to: registration.email,
      start: registration.start,
      icsUrl: `${deps.origin}${icsPath(registration.start)}`,
      joinUrl: deps.joinUrl,
      unsubscribeUrl: url,
    }),
    // The confirmation is what a post causes: capped per address. Reminders follow a confirmed registration.
    {
      idempotencyKey: `event-${kind}-${registration.id}`,
      kind: `event-${kind}`,
      headers,
      capped: kind === "confirmation",
    },
  );
}

/** What a registration sent: the confirmation (with reminders or too late for them), or only the request to opt in again. */
export type RegistrationOutcome = "reminders" | "late" | "reconfirm";

/**
 * A registration for a session: saved, and the event's messages asked for (consent-store.server.ts
 * `signUp`). A new or confirmed address gets the confirmation; an address that unsubscribed gets at
 * most one plain "confirm you want these emails again" link, and no reminder until it confirms.
 */
export async function registerForSession(
  deps: Deps & { registrations: Registrations; consent: ConsentStore },
  input: { address: string; name: string; start: Date; now: Date },
): Promise<RegistrationOutcome> {
  const address = normalAddress(input.address);
  const saved = await deps.registrations.register(
    { email: address, name: input.name, sessionStart: input.start },
    input.now,
  );
  const consent = await deps.consent.signUp(
    { email: address, list: "event", name: input.name, fresh: "confirmed" },
    input.now,
  );
  if (consent.status !== "confirmed") {
    if (consent.sendConfirmation) {
      const { headers } = await listHeaders(deps.origin, deps.secret, address, "event");
      await deps.email.send(
        eventReconfirmation({ to: address, confirmUrl: await confirmUrl(deps.origin, deps.secret, address, "event") }),
        {
          idempotencyKey: `event-reconfirm-${address}-${input.now.toISOString().slice(0, 13)}`,
          kind: "event-reconfirm",
          headers,
          capped: true,
        },
      );
    }
    return "reconfirm";
  }
  await sendEventMessage(deps, "confirmation", { id: saved.id, email: address, start: input.start });
  return input.start.getTime() - input.now.getTime() > LATE_REGISTRATION_MS ? "reminders" : "late";
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

/**
 * The event form's follow-up: the page that shows the session at once, and the registration, its
 * consent and its message after the answer (the answer tells nothing of the address).
 */
export function eventFollowUp(context: AppLoadContext): FollowUp {
  const start = nextEventStart(new Date());
  return {
    returnTo: registeredPath(start),
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
          joinUrl: context.config.eventJoinUrl,
        },
        { address: lead.email, name: lead.name, start, now: new Date() },
      );
      const date = `${sessionDateText(start)}, ${sessionTimeText(start)}`;
      const words = {
        reminders: receivesWords.event,
        late: receivesWords.eventLate,
        reconfirm: receivesWords.eventReconfirm,
      };
      return [fillWords(words[outcome], { date })];
    },
  };
}
