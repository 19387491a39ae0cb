import type { AppLoadContext } from "@remix-run/cloudflare";
import { restoredEvent } from "~/lib/event-restore";
import { sessionOfMonth } from "~/lib/event-schedule";
import { linkOrigin } from "~/lib/seo";
import type {
  EventSection,
  OffersSection,
  SiteOverrides,
  SiteSectionName,
  SiteSectionValue,
} from "~/lib/site-sections";
import { OFFER_KEYS } from "~/content/offers";
import { closesOpenCheckouts } from "~/lib/checkout";
import { announceSessionChange } from "~/services/events/event-mail.server";
import * as clock from "~/lib/clock";

/**
 * A section's save: the one way a new version of a section is stored, whether her form sent it or
 * she restored an earlier version from History. After the version is stored, the section does what
 * a change of it means outside the site's pages: the event moves its registrations and tells each
 * registrant once; an offer whose status or price changed closes its open Checkout Sessions. A restore is such a save, of the earlier value (the event's with its
 * sequences grown: lib/event-restore.ts).
 */

interface SaveArgs {
  request: Request;
  context: AppLoadContext;
}

/** What a save did besides storing the version, for her toast ("" when nothing). */
export interface SectionSaved {
  id: number;
  note: string;
}

const months = (event: EventSection | undefined) => (event?.sessions ?? []).map((s) => s.month);

/**
 * The registrations of every month whose session the change moved or skipped follow it, and each
 * registrant is told once (announceSessionChange, keyed by the session's new sequence). Months whose
 * sessions were and stay in the past are left. How many registrants were told.
 */
async function moveEventRegistrations(
  args: SaveArgs,
  before: EventSection | undefined,
  after: EventSection,
): Promise<number> {
  const { registrations, email } = args.context.services;
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
        email,
        secret: args.context.config.sessionSecret,
        origin: linkOrigin(args),
        joinUrl: after.joinUrl ?? args.context.config.eventJoinUrl,
      },
      { before: was.start, session: next },
    );
  }
  return told;
}

/**
 * Her offers whose status or price id changed close their open Checkout Sessions (lib/checkout.ts
 * `closesOpenCheckouts`). The save is kept when Stripe cannot be asked: the sessions close by
 * themselves within CHECKOUT_SESSION_TTL_MS, and the note says so.
 */
async function closeChangedCheckouts(
  args: SaveArgs,
  before: OffersSection | undefined,
  after: OffersSection,
): Promise<string> {
  const { payments } = args.context.services;
  if (!payments.configured) return "";
  const changed = OFFER_KEYS.filter((key) => closesOpenCheckouts(before?.[key], after[key]));
  if (changed.length === 0) return "";
  try {
    const closed = await payments.expireOpenSessions(changed);
    return closed > 0
      ? `${closed} checkout${closed === 1 ? "" : "s"} opened before ${closed === 1 ? "was" : "were"} closed.`
      : "";
  } catch (error) {
    console.error(`Open checkouts not closed: ${error instanceof Error ? error.message : String(error)}`);
    return "Checkouts opened before could not be closed now: they close by themselves within the hour.";
  }
}

/** The sections whose save does more than store the version, from what it was before. */
const COMPARED = new Set<SiteSectionName>(["event", "offers"]);

/** What follows a change of `section` from `before` to `after`; a note for her toast. */
async function afterSave(args: SaveArgs, section: SiteSectionName, before: unknown, after: unknown): Promise<string> {
  if (section === "event") {
    const told = await moveEventRegistrations(args, before as EventSection | undefined, after as EventSection);
    return told > 0 ? `${told} registrant${told === 1 ? "" : "s"} will get an email.` : "";
  }
  if (section === "offers")
    return closeChangedCheckouts(args, before as OffersSection | undefined, after as OffersSection);
  return "";
}

/**
 * Stores a new version of `section` and does what its change means (above). `before`: the value
 * the change was made from, when the caller has read it already.
 */
export async function saveSection<K extends SiteSectionName>(
  args: SaveArgs,
  section: K,
  value: SiteSectionValue<K>,
  options: { by: string; summary: string; before?: SiteOverrides[K] },
): Promise<SectionSaved> {
  const { site } = args.context.services;
  // Read only for a section whose save compares (the request's read, when it made one since the last save).
  const before =
    "before" in options || !COMPARED.has(section) ? options.before : (await site.fresh()).overrides[section];
  const id = await site.saveSiteSection(section, value, { by: options.by, summary: options.summary });
  return { id, note: await afterSave(args, section, before, value) };
}

/**
 * Puts an earlier version back through its section's save, as the newest version (nothing is
 * overwritten). Null when there is no such version or it no longer fits its section.
 */
export async function restoreSection(
  args: SaveArgs,
  id: number,
  { by }: { by: string },
): Promise<(SectionSaved & { section: SiteSectionName }) | null> {
  const { site } = args.context.services;
  const version = await site.readVersion(id);
  if (!version) return null;
  const { section } = version;
  const current = (await site.fresh()).overrides;
  const value = section === "event" ? restoredEvent(current.event, version.value as EventSection) : version.value;
  const saved = await saveSection(args, section, value as SiteSectionValue<typeof section>, {
    by,
    summary: `Restored version ${id}`,
    before: current[section],
  });
  return { ...saved, section };
}
