import { beforeEach, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../support/harness/app";
import { decode } from "../support/harness/html";
import {
  freshOwnerEachTest,
  ownerBrowser,
  signInOwnerAtAal2,
  type OwnerBrowser,
} from "../support/harness/owner-browser";

/**
 * The event's "When" and "Time" boxes on the home page and the event page follow her schedule:
 * the next session, or the month she skipped and the one after. The clock is set (December 10,
 * 2026: December's session is Saturday the 26th, January's the 30th).
 */

const app = useTestApp(() => ({ ENVIRONMENT: "development" }));
freshOwnerEachTest(app, "site_versions", "event_registrations");

let owner: OwnerBrowser;
beforeEach(async () => {
  vi.setSystemTime(new Date("2026-12-10T15:00:01Z"));
  owner = ownerBrowser(app);
  await signInOwnerAtAal2(owner);
});

/** The event's boxes of a page, as shown ("When" and "Time" among them). */
async function facts(path: string): Promise<string[]> {
  const html = await (await app.fetch(path)).text();
  return [...html.matchAll(/data-testid="event-fact"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));
}

describe("the event's When and Time boxes", () => {
  it("name the next session in her time zone, then the one after once she skips it", async () => {
    for (const path of ["/", "/money-moves-live"]) {
      expect(await facts(path), path).toEqual(expect.arrayContaining(["Saturday, December 26", "6 PM EST"]));
    }
    expect((await owner.post("/owner/site/event", { intent: "skip", date: "2026-12-26" })).status).toBe(303);
    for (const path of ["/", "/money-moves-live"]) {
      expect(await facts(path), path).toEqual(
        expect.arrayContaining(["December's session is skipped; the next is Saturday, January 30", "6 PM EST"]),
      );
    }
  });
});
