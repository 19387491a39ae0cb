import { describe, expect, it } from "vitest";
import { WindowCounter } from "~/server/rate-limit.server";

describe("the in-memory rate limiter", () => {
  it("allows `limit` posts per key per window, then says how long to wait", () => {
    const counter = new WindowCounter(100, 60_000);
    expect(counter.hit("contact:a", 2, 0)).toEqual({ ok: true });
    expect(counter.hit("contact:a", 2, 1_000)).toEqual({ ok: true });
    expect(counter.hit("contact:a", 2, 20_000)).toEqual({ ok: false, retryAfterSeconds: 40 });
    // Another key is another bucket; a new window starts afresh.
    expect(counter.hit("cart:a", 2, 20_000)).toEqual({ ok: true });
    expect(counter.hit("contact:a", 2, 60_000)).toEqual({ ok: true });
  });

  it("past its capacity forgets the least recently seen key only, never everyone at once", () => {
    const counter = new WindowCounter(3, 60_000);
    for (const key of ["a", "b", "c"]) {
      counter.hit(key, 1, 0);
      expect(counter.hit(key, 1, 0).ok).toBe(false);
    }
    counter.hit("a", 1, 1); // a is seen again: b is now the least recently seen
    counter.hit("d", 1, 2);
    expect(counter.size).toBe(3);
    expect(counter.hit("b", 1, 3)).toEqual({ ok: true }); // forgotten, so it starts again
    // a and c were not reset by the newcomers (c is the one forgotten for b).
    expect(counter.hit("a", 1, 4).ok).toBe(false);
    expect(counter.hit("d", 1, 5).ok).toBe(false);
  });
});
