import type { AppLoadContext } from "@remix-run/cloudflare";
import { restoredEvent } from "~/lib/event-restore";
import { restoredProducts } from "~/lib/products";
import type {
  EventSection,
  ProductsSection,
  SiteOverrides,
  SiteSectionName,
  SiteSectionValue,
} from "~/lib/site-sections";

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

/** How many times a merged save reads the section again when other saves keep coming first. */
const MERGE_ATTEMPTS = 5;

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
  options: {
    by: string;
    summary: string;
    before?: SiteOverrides[K];
    afterSave?: AfterSave<K>;
    /**
     * The change laid over the section as stored when it is saved (one product of hers among the
     * others): stored only over that version, read again and laid over anew when another save
     * came first, so two saves at once both land.
     */
    merge?: (latest: SiteOverrides[K]) => SiteSectionValue<K>;
  },
): Promise<SectionSaved> {
  const { site } = args.context.services;
  const { afterSave, merge } = options;
  if (merge) {
    for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
      const latest = await site.latest(section);
      const next = merge(latest.value);
      const id = await site.saveSiteSectionIf(section, next, latest.id, { by: options.by, summary: options.summary });
      if (id !== null) return { id, note: afterSave ? await afterSave(args, latest.value, next) : "" };
    }
    throw new Error(`The site's ${section} changed under every attempt to save it.`);
  }
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
  const value =
    section === "event"
      ? restoredEvent(current.event, version.value as EventSection)
      : section === "products"
        ? restoredProducts(current.products, version.value as ProductsSection)
        : version.value;
  const saved = await saveSection(args, section, value as SiteSectionValue<typeof section>, {
    by,
    summary: `Restored version ${id}`,
    before: current[section],
    afterSave: saves[section] as AfterSave<typeof section> | undefined,
  });
  return { ...saved, section };
}
