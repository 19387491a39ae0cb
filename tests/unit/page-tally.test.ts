import { describe, expect, it, vi } from "vitest";
import { createPageTally, type PageCountRecords } from "~/services/counts/page-counts.server";

const AT = new Date("2026-11-10T15:00:00Z");

function recordsFailing(times: number) {
  const written: unknown[][] = [];
  let calls = 0;
  const records = {
    add: vi.fn(async (hits: unknown[]) => {
      if (++calls <= times) throw new Error("fetch failed");
      written.push(hits);
    }),
  } as unknown as PageCountRecords;
  return { records, written };
}

describe("a request's page counts, written after the answer", () => {
  it("are written once when D1 fails once in passing", async () => {
    const { records, written } = recordsFailing(1);
    const tally = createPageTally(records, () => AT);
    tally.count("visit", "/about");
    await tally.flush();
    expect(written).toEqual([[{ day: "2026-11-10", path: "/about", kind: "visit", subject: "" }]]);
  });

  it("are dropped, never thrown, when D1 fails twice", async () => {
    const { records, written } = recordsFailing(2);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const tally = createPageTally(records, () => AT);
    tally.count("visit", "/about");
    await expect(tally.flush()).resolves.toBeUndefined();
    expect(written).toEqual([]);
    expect(logged).toHaveBeenCalledWith("Page counts not written:", "fetch failed");
    logged.mockRestore();
  });
});
