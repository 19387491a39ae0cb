import {
  SITE_SECTIONS,
  overridesFromRows,
  fitsSection,
  type SiteOverrides,
  type SiteSectionName,
  type SiteSectionValue,
} from "~/lib/site-sections";
import type { Cache } from "@epic-web/cachified";
import { d1Queries } from "~/server/d1.server";
import * as clock from "~/lib/clock";
import { keptPerObject } from "~/lib/kept";
import { createKeptMemory, kept, KEPT, type KeptMemory } from "~/services/cache/kept.server";

/**
 * "Your site": the owner's values, stored as versions in D1's site_versions (migrations/0009) and
 * read as overrides of app/content (app/lib/site-sections.ts). Every save is a new row; restoring
 * saves the old value again through its section's save (section-saves.server.ts). Reads go through
 * the isolate's memory (services/cache, KEPT.siteContent): one query brings the latest version of
 * every section, kept for a minute, so most requests cost no database round trip; a save in this
 * isolate forgets it at once, other isolates within a minute.
 */

export class SiteContentError extends Error {
  override name = "SiteContentError";
}

const run = d1Queries(SiteContentError);

/** How long an isolate keeps her values before reading them again (the "within 60 seconds"). */
export const MAX_AGE_MS = KEPT.siteContent.ttl;

export interface SiteSnapshot {
  overrides: SiteOverrides;
  /** The newest version's id (0: she never saved anything): pages and forms may show it. */
  version: number;
}

/** What the isolate keeps: her values and the database they were read from. */
interface Kept {
  snapshot: SiteSnapshot;
  db: D1Database;
}

/**
 * Counts an isolate's saves (per memory). A read that started before a save may finish after it:
 * keyed by the count, it never puts the values from before the save back for a minute, and no
 * read after the save joins it.
 */
const savesOf = keptPerObject((_store: Cache) => ({ count: 0 }));

/** The defaults a failed read answers with; fresh() refuses them (the owner's forms show what is stored). */
const standIns = new WeakSet<SiteSnapshot>();

export interface SiteVersion {
  id: number;
  section: SiteSectionName;
  value: unknown;
  createdAt: string;
  createdBy: string;
  summary: string | null;
}

interface VersionRow {
  id: number;
  section: string;
  value: string;
  created_at: string;
  created_by: string;
  summary: string | null;
}

const EMPTY: SiteSnapshot = { overrides: {}, version: 0 };

/** The latest row of each section, in one query (the index on (section, id) answers MAX per section). */
const LATEST_SQL = `SELECT section, value, id FROM site_versions
  WHERE id IN (SELECT MAX(id) FROM site_versions GROUP BY section)`;

function toVersion(row: VersionRow): SiteVersion | null {
  if (!(row.section in SITE_SECTIONS)) return null;
  let value: unknown;
  try {
    value = JSON.parse(row.value);
  } catch {
    return null;
  }
  return {
    id: row.id,
    section: row.section as SiteSectionName,
    value,
    createdAt: row.created_at,
    createdBy: row.created_by,
    summary: row.summary,
  };
}

export interface SiteContentOptions {
  db: D1Database | null;
  /** The isolate's memory (one per request handler); absent: one of its own. */
  memory?: KeptMemory;
}

export function createSiteContent({ db, memory = createKeptMemory() }: SiteContentOptions) {
  const store = memory.store("siteContent");
  const saves = savesOf(store);

  async function readLatest(database: D1Database): Promise<SiteSnapshot> {
    const { results } = await run("read of the site's content", () =>
      database.prepare(LATEST_SQL).all<{ section: string; value: string; id: number }>(),
    );
    const version = results.reduce((max, row) => Math.max(max, row.id), 0);
    return { overrides: overridesFromRows(results), version };
  }

  /**
   * This request's own read of D1 (its services are built per request), from before any later save:
   * fresh() answers from it, so the layout's snapshot and an owner page's fresh read cost one round
   * trip, whichever of the two loaders asks first.
   */
  let own: { read: Promise<SiteSnapshot>; saves: number } | null = null;

  /** Her values through the isolate's memory; `forceFresh`: read now (and kept for the others). */
  function keptSnapshot(database: D1Database, forceFresh = false): Promise<SiteSnapshot> {
    const savesBefore = saves.count;
    return kept<Kept>({
      store,
      rule: KEPT.siteContent,
      key: `site-content:${savesBefore}`,
      forceFresh,
      usable: (value) => value.db === database,
      load: async () => {
        const read = readLatest(database);
        own = { read, saves: savesBefore };
        return { snapshot: await read, db: database };
      },
      // A page never fails for her overrides: it shows the defaults (or the last values read from
      // this database) and tries again soon.
      onFailure: (error, last) => {
        console.error(`Site content: ${error instanceof Error ? error.message : String(error)}`);
        const snapshot = { ...(last?.value.db === database ? last.value.snapshot : EMPTY) };
        standIns.add(snapshot);
        return { value: { snapshot, db: database }, keepFor: KEPT.siteContent.retryAfterFailure };
      },
    }).then((value) => value.snapshot);
  }

  /** Her values as the pages use them; the defaults alone when D1 is unbound or fails. */
  async function snapshot(): Promise<SiteSnapshot> {
    if (!db) return EMPTY;
    return keptSnapshot(db);
  }

  function requireDb(): D1Database {
    if (!db) throw new SiteContentError("The site's content needs D1: bind LEADS_DB.");
    return db;
  }

  async function insert(
    section: SiteSectionName,
    json: string,
    by: string,
    summary: string | null,
    basedOn: number | null = null,
  ): Promise<number | null> {
    const database = requireDb();
    const values = [section, json, clock.now().toISOString(), by, summary === null ? null : summary.slice(0, 300)];
    // With `basedOn`, stored only while the section's newest version is still that one (0: none).
    const statement =
      basedOn === null
        ? database
            .prepare(
              "INSERT INTO site_versions (section, value, created_at, created_by, summary) VALUES (?, ?, ?, ?, ?) RETURNING id",
            )
            .bind(...values)
        : database
            .prepare(
              `INSERT INTO site_versions (section, value, created_at, created_by, summary)
               SELECT ?1, ?2, ?3, ?4, ?5
               WHERE COALESCE((SELECT MAX(id) FROM site_versions WHERE section = ?1), 0) = ?6
               RETURNING id`,
            )
            .bind(...values, basedOn);
    const row = await run("save of the site's content", () => statement.first<{ id: number }>());
    if (!row && basedOn !== null) return null;
    // This isolate shows the save at once (a read under way is not waited for, nor remembered);
    // the others within MAX_AGE_MS.
    await store.delete(`site-content:${saves.count}`);
    saves.count += 1;
    if (!row) throw new SiteContentError("D1 save of the site's content returned no id.");
    return row.id;
  }

  return {
    /** Her values (each section's latest version), from the isolate's memory when fresh. */
    snapshot,

    async overrides(): Promise<SiteOverrides> {
      return (await snapshot()).overrides;
    },

    /** Her values read now, past the isolate's memory: the owner's own forms show what is stored. */
    async fresh(): Promise<SiteSnapshot> {
      const database = requireDb();
      // A read this request made since the last save is as fresh as a new one.
      if (own && own.saves === saves.count) return own.read;
      const snapshot = await keptSnapshot(database, true);
      if (standIns.has(snapshot)) throw new SiteContentError("D1 read of the site's content failed.");
      return snapshot;
    },

    /**
     * Stores a new version of a section (checked against its schema: a value that does not parse is
     * a programming error, the forms validate first). Returns the version's id.
     */
    async saveSiteSection<K extends SiteSectionName>(
      section: K,
      value: SiteSectionValue<K>,
      { by, summary = null }: { by: string; summary?: string | null },
    ): Promise<number> {
      if (!fitsSection(section, value)) {
        throw new SiteContentError(`The value given for the site's ${section} does not match its schema.`);
      }
      return (await insert(section, JSON.stringify(value), by, summary))!;
    },

    /**
     * A section's newest version as stored now (its id, 0 when none, and its value when it still
     * fits the schema): what a change made from it is based on.
     */
    async latest<K extends SiteSectionName>(section: K): Promise<{ id: number; value: SiteOverrides[K] }> {
      const database = requireDb();
      const row = await run("read of a section", () =>
        database
          .prepare("SELECT id, section, value FROM site_versions WHERE section = ? ORDER BY id DESC LIMIT 1")
          .bind(section)
          .first<{ id: number; section: string; value: string }>(),
      );
      if (!row) return { id: 0, value: undefined };
      return { id: row.id, value: overridesFromRows([row])[section] };
    },

    /**
     * Stores a new version of a section only while its newest version is still `basedOn` (another
     * save meanwhile: null, nothing stored), so a change made from one version never drops another's.
     */
    async saveSiteSectionIf<K extends SiteSectionName>(
      section: K,
      value: SiteSectionValue<K>,
      basedOn: number,
      { by, summary = null }: { by: string; summary?: string | null },
    ): Promise<number | null> {
      if (!fitsSection(section, value)) {
        throw new SiteContentError(`The value given for the site's ${section} does not match its schema.`);
      }
      return insert(section, JSON.stringify(value), by, summary, basedOn);
    },

    /** Versions, newest first: all sections, or one. */
    async listVersions({ section, limit = 50 }: { section?: SiteSectionName; limit?: number } = {}): Promise<
      SiteVersion[]
    > {
      const database = requireDb();
      const statement = section
        ? database
            .prepare(
              "SELECT id, section, value, created_at, created_by, summary FROM site_versions WHERE section = ? ORDER BY id DESC LIMIT ?",
            )
            .bind(section, limit)
        : database
            .prepare(
              "SELECT id, section, value, created_at, created_by, summary FROM site_versions ORDER BY id DESC LIMIT ?",
            )
            .bind(limit);
      const { results } = await run("read of the site's history", () => statement.all<VersionRow>());
      return results.map(toVersion).filter((version) => version !== null);
    },

    /**
     * One version, to put back (services/site/section-saves.server.ts: a restore is its section's
     * save). Null when there is no such version or its value no longer fits its section's schema.
     */
    async readVersion(id: number): Promise<SiteVersion | null> {
      const database = requireDb();
      const row = await run("read of a version", () =>
        database
          .prepare("SELECT id, section, value, created_at, created_by, summary FROM site_versions WHERE id = ?")
          .bind(id)
          .first<VersionRow>(),
      );
      const version = row ? toVersion(row) : null;
      return version && fitsSection(version.section, version.value) ? version : null;
    },
  };
}

export type SiteContent = ReturnType<typeof createSiteContent>;
