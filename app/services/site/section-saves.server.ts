import type { AppLoadContext } from "@remix-run/cloudflare";
import { restoredEvent } from "~/lib/event-restore";
import type { EventSection, SiteOverrides, SiteSectionName, SiteSectionValue } from "~/lib/site-sections";

/**
 * A section's save: the one way a new version of a section is stored, whether her form sent it or
 * she restored an earlier version from History. After the version is stored, the section does what
 * a change of it means outside the site's pages (its `AfterSave`, which the section's owner folder
 * provides: the event moves its registrations and tells each registrant once,
 * services/events/event-moves.server.ts; an offer whose status or price changed closes its open
 * Checkout Sessions, services/sales/offer-checkouts.server.ts). A restore is such a save, of the
 * earlier value (the event's with its sequences grown: lib/event-restore.ts).
 */

export interface SaveArgs {
  request: Request;
  context: AppLoadContext;
}

/** What a change of a section means elsewhere, done after it is stored: a note for her toast ("" when nothing). */
export type AfterSave<K extends SiteSectionName> = (
  args: SaveArgs,
  before: SiteOverrides[K],
  after: SiteSectionValue<K>,
) => Promise<string>;

/** Each section's AfterSave, for a restore (which may put back any section). */
export type SectionSaves = { [K in SiteSectionName]?: AfterSave<K> };

/** What a save did besides storing the version, for her toast ("" when nothing). */
export interface SectionSaved {
  id: number;
  note: string;
}

/**
 * Stores a new version of `section`, then runs its `afterSave`. `before`: the value the change was
 * made from, when the caller has read it already.
 */
export async function saveSection<K extends SiteSectionName>(
  args: SaveArgs,
  section: K,
  value: SiteSectionValue<K>,
  options: { by: string; summary: string; before?: SiteOverrides[K]; afterSave?: AfterSave<K> },
): Promise<SectionSaved> {
  const { site } = args.context.services;
  const { afterSave } = options;
  // Read only for a section whose save compares (the request's read, when it made one since the last save).
  const before = "before" in options || !afterSave ? options.before : (await site.fresh()).overrides[section];
  const id = await site.saveSiteSection(section, value, { by: options.by, summary: options.summary });
  return { id, note: afterSave ? await afterSave(args, before, value) : "" };
}

/**
 * Puts an earlier version back through its section's save (`saves`: every section's AfterSave), as
 * the newest version (nothing is overwritten). Null when there is no such version or it no longer
 * fits its section.
 */
export async function restoreSection(
  args: SaveArgs,
  id: number,
  { by, saves }: { by: string; saves: SectionSaves },
): Promise<(SectionSaved & { section: SiteSectionName }) | null> {
  const { site } = args.context.services;
  const version = await site.readVersion(id);
  if (!version) return null;
  const section: SiteSectionName = version.section;
  const current = (await site.fresh()).overrides;
  const value = section === "event" ? restoredEvent(current.event, version.value as EventSection) : version.value;
  const saved = await saveSection(args, section, value as SiteSectionValue<typeof section>, {
    by,
    summary: `Restored version ${id}`,
    before: current[section],
    afterSave: saves[section] as AfterSave<typeof section> | undefined,
  });
  return { ...saved, section };
}
