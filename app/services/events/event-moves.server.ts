import { sessionOfMonth } from "~/lib/event-schedule";
import { linkOrigin } from "~/lib/seo";
import type { EventSection } from "~/lib/site-sections";
import type { SaveArgs } from "~/services/site/section-saves.server";
import { announceSessionChange } from "./event-mail.server";
import { signatureFor } from "~/services/email/signature.server";
import * as clock from "~/lib/clock";

/**
 * The event section's AfterSave (services/site/section-saves.server.ts): what a change of her
 * schedule means for the people registered, the same for her form and for a restore from History.
 */

const months = (event: EventSection | undefined) => (event?.sessions ?? []).map((s) => s.month);

/**
 * The registrations of every month whose session the change moved or skipped follow it, and each
 * registrant is told once (announceSessionChange, keyed by the session's new sequence). Months whose
 * sessions were and stay in the past are left. How many registrants were told.
 */
async function moveRegistrations(
  args: SaveArgs,
  before: EventSection | undefined,
  after: EventSection,
): Promise<number> {
  const { registrations, consent, email } = args.context.services;
  if (!registrations) return 0;
  const now = clock.nowMs();
  let told = 0;
  for (const month of new Set([...months(before), ...months(after)])) {
    const [year, monthNumber] = month.split("-").map(Number);
    const was = sessionOfMonth(year, monthNumber - 1, before);
    const next = sessionOfMonth(year, monthNumber - 1, after);
    // A skipped session's registrations were removed; a past one's are not moved.
    if (was.skipped || Math.max(was.start.getTime(), next.start.getTime()) < now) continue;
    told += await announceSessionChange(
      {
        registrations,
        consent,
        email,
        secret: args.context.config.sessionSecret,
        origin: linkOrigin(args),
        joinUrl: after.joinUrl ?? args.context.config.eventJoinUrl,
        signature: await signatureFor(args.context),
      },
      { before: was.start, session: next },
    );
  }
  return told;
}

/** The event's AfterSave: registrations moved and told; the toast's note says how many. */
export async function moveEventRegistrations(
  args: SaveArgs,
  before: EventSection | undefined,
  after: EventSection,
): Promise<string> {
  const told = await moveRegistrations(args, before, after);
  return told > 0 ? `${told} registrant${told === 1 ? "" : "s"} will get an email.` : "";
}
