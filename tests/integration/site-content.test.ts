import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createKeptMemory } from "~/services/cache/kept.server";
import { createSiteContent, MAX_AGE_MS } from "~/services/site/site-content.server";
import { migrate } from "../support/database/d1-migrations";
import { startLocalD1, type LocalD1 } from "../support/database/local-d1";

/**
 * The store of the owner's site content on real local D1: every save a version, the latest of each
 * section in one read, the isolate's memory (forgotten by a save here, else kept up to a minute),
 * and reading a version back (a restore saves it again: your-site.test.ts, site-restore.test.ts).
 */

let d1: LocalD1;
beforeAll(async () => {
  d1 = await startLocalD1();
  await migrate(d1.db);
});
afterAll(() => d1?.dispose());
beforeEach(async () => {
  await d1.db.prepare("DELETE FROM site_versions").run();
});

/** The test's own clock (only Date is faked: D1's timers run). */
function clock(start = Date.parse("2026-12-01T12:00:00Z")) {
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}
afterEach(() => {
  vi.useRealTimers();
});

describe("site content", () => {
  it("answers the defaults (no overrides) before she saves anything", async () => {
    const site = createSiteContent({ db: d1.db });
    expect(await site.snapshot()).toEqual({ overrides: {}, version: 0 });
  });

  it("keeps every save as a version; the latest of each section wins", async () => {
    const site = createSiteContent({ db: d1.db });
    await site.saveSiteSection("announcement", { text: "First" }, { by: "owner@example.org" });
    await site.saveSiteSection("profile", { name: "Ada" }, { by: "owner@example.org" });
    const last = await site.saveSiteSection(
      "announcement",
      { text: "Second" },
      { by: "owner@example.org", summary: "Text" },
    );
    const { overrides, version } = await site.snapshot();
    expect(overrides).toEqual({ announcement: { text: "Second" }, profile: { name: "Ada" } });
    expect(version).toBe(last);
    const history = await site.listVersions();
    expect(history.map((h) => h.value)).toEqual([{ text: "Second" }, { name: "Ada" }, { text: "First" }]);
    expect(history[0]).toMatchObject({ section: "announcement", createdBy: "owner@example.org", summary: "Text" });
    expect((await site.listVersions({ section: "profile" })).length).toBe(1);
  });

  it("refuses a value that does not fit its section, storing nothing", async () => {
    const site = createSiteContent({ db: d1.db });
    await expect(
      site.saveSiteSection("announcement", { text: "x", link: "javascript:alert(1)" }, { by: "o" }),
    ).rejects.toThrow(/schema/);
    expect(await site.listVersions()).toEqual([]);
  });

  it("reads an earlier version back, to save again as a new version, overwriting nothing", async () => {
    const site = createSiteContent({ db: d1.db });
    const first = await site.saveSiteSection("profile", { name: "Ada" }, { by: "o" });
    await site.saveSiteSection("profile", { name: "Bea" }, { by: "o" });
    const version = await site.readVersion(first);
    expect(version).toMatchObject({ id: first, section: "profile", value: { name: "Ada" } });
    expect(await site.readVersion(999_999)).toBeNull();
    const history = await site.listVersions({ section: "profile" });
    expect(history.map((h) => h.value)).toEqual([{ name: "Bea" }, { name: "Ada" }]);
  });

  it("serves from the isolate's memory for up to a minute; a save in the same isolate shows at once", async () => {
    const memory = createKeptMemory();
    const time = clock();
    const here = createSiteContent({ db: d1.db, memory });
    const elsewhere = createSiteContent({ db: d1.db });
    expect((await here.snapshot()).overrides).toEqual({});
    // Another isolate saves: this one keeps its copy until it is a minute old.
    await elsewhere.saveSiteSection("profile", { name: "Ada" }, { by: "o" });
    time.advance(MAX_AGE_MS - 1);
    expect((await here.snapshot()).overrides).toEqual({});
    time.advance(2);
    expect((await here.snapshot()).overrides).toEqual({ profile: { name: "Ada" } });
    // A save in this isolate: the next read has it.
    await createSiteContent({ db: d1.db, memory }).saveSiteSection("profile", { name: "Bea" }, { by: "o" });
    expect((await here.snapshot()).overrides).toEqual({ profile: { name: "Bea" } });
  });

  it("a read that was under way when she saved never puts the values from before the save back", async () => {
    const memory = createKeptMemory();
    await createSiteContent({ db: d1.db }).saveSiteSection("announcement", { text: "Before" }, { by: "o" });
    // A D1 whose reads of the latest values run at once but answer only when released: a visitor's
    // page read the old values, and its answer is still on the way when the owner's save lands.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowReads = new Proxy(d1.db, {
      get(target, property) {
        if (property !== "prepare") return Reflect.get(target, property);
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!sql.includes("GROUP BY section")) return statement;
          return {
            all: async () => {
              const answer = await statement.all();
              await held;
              return answer;
            },
          };
        };
      },
    });
    const visitor = createSiteContent({ db: slowReads, memory }).snapshot();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await createSiteContent({ db: slowReads, memory }).saveSiteSection("announcement", { text: "After" }, { by: "o" });
    release();
    expect((await visitor).overrides.announcement).toEqual({ text: "Before" });
    const next = createSiteContent({ db: slowReads, memory });
    expect((await next.snapshot()).overrides.announcement).toEqual({ text: "After" });
  });

  it("one request's layout snapshot and its fresh read are one D1 read, whichever asks first; a save reads again", async () => {
    await createSiteContent({ db: d1.db }).saveSiteSection("profile", { name: "Ada" }, { by: "o" });
    let reads = 0;
    const counting = new Proxy(d1.db, {
      get(target, property) {
        if (property !== "prepare") return Reflect.get(target, property);
        return (sql: string) => {
          if (sql.includes("GROUP BY section")) reads += 1;
          return target.prepare(sql);
        };
      },
    });
    const memory = createKeptMemory();
    // A cold isolate: the layout's snapshot first, then the page's fresh read; and the other way round.
    for (const order of ["snapshot first", "fresh first"]) {
      reads = 0;
      memory.clear();
      const request = createSiteContent({ db: counting, memory });
      const both =
        order === "snapshot first" ? [request.snapshot(), request.fresh()] : [request.fresh(), request.snapshot()];
      const [a, b] = await Promise.all(both);
      expect(a.overrides.profile, order).toEqual({ name: "Ada" });
      expect(b, order).toEqual(a);
      expect(reads, order).toBe(1);
    }
    // A warm isolate: the snapshot is its memory, the fresh read the one trip.
    reads = 0;
    const warm = createSiteContent({ db: counting, memory });
    await Promise.all([warm.snapshot(), warm.fresh()]);
    expect(reads).toBe(1);
    // After a save in the same request, its fresh read is a new one and shows the save.
    await warm.saveSiteSection("profile", { name: "Bea" }, { by: "o" });
    expect((await warm.fresh()).overrides.profile).toEqual({ name: "Bea" });
    expect(reads).toBe(2);
  });

  it("two saves at once both land in the history; the later one wins whole", async () => {
    const site = createSiteContent({ db: d1.db });
    const [a, b] = await Promise.all([
      site.saveSiteSection("profile", { name: "Ada", email: "ada@example.org" }, { by: "o" }),
      site.saveSiteSection("profile", { name: "Bea" }, { by: "o" }),
    ]);
    const latest = (await site.snapshot()).overrides.profile;
    expect(latest).toEqual(a > b ? { name: "Ada", email: "ada@example.org" } : { name: "Bea" });
    expect((await site.listVersions({ section: "profile" })).length).toBe(2);
  });

  it("shows the defaults when D1 is unbound", async () => {
    expect(await createSiteContent({ db: null }).overrides()).toEqual({});
  });
});
