import { describe, expect, it } from "vitest";
import { FAILURE_LIMIT, FAILURE_WINDOW_MS } from "~/lib/owner-access";
import { createMemoryAttemptLimiter } from "~/services/auth-attempts.server";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const owner = { account: "owner@example.com", client: "203.0.113.7" };

async function lockOwner(limiter: ReturnType<typeof createMemoryAttemptLimiter>) {
  for (let i = 0; i < FAILURE_LIMIT; i++) await limiter.recordFailure(owner, NOW + i);
  expect(await limiter.lockedUntil(owner, NOW + FAILURE_LIMIT)).toBe(NOW + FAILURE_WINDOW_MS);
}

describe("the sign-in limiter's memory (used when D1 fails)", () => {
  it("keeps a lock when a flood of new accounts and clients passes its bound", async () => {
    const limiter = createMemoryAttemptLimiter(100);
    await lockOwner(limiter);
    for (let i = 0; i < 500; i++) {
      await limiter.recordFailure({ account: `guess${i}@example.com`, client: `198.51.100.${i % 250}` }, NOW + 10 + i);
    }
    expect(await limiter.lockedUntil(owner, NOW + 600)).toBe(NOW + FAILURE_WINDOW_MS);
  });

  it("forgets lapsed failures, then keys that lock nothing, before the oldest lock", async () => {
    const limiter = createMemoryAttemptLimiter(3);
    await limiter.recordFailure({ account: "old@example.com", client: "192.0.2.1" }, NOW - FAILURE_WINDOW_MS);
    await lockOwner(limiter);
    await limiter.recordFailure({ account: "other@example.com", client: "192.0.2.2" }, NOW + 100);
    expect(await limiter.lockedUntil(owner, NOW + 200)).toBe(NOW + FAILURE_WINDOW_MS);
    // The owner's client (5 failures, under its limit) was forgotten before the lock on the account:
    // another account from that client is not locked.
    expect(await limiter.lockedUntil({ account: "new@example.com", client: owner.client }, NOW + 200)).toBeNull();
  });

  it("lifts a lock when the window has passed, and after a success", async () => {
    const limiter = createMemoryAttemptLimiter();
    await lockOwner(limiter);
    expect(await limiter.lockedUntil(owner, NOW + FAILURE_WINDOW_MS + 1)).toBeNull();
    await limiter.clearAccount(owner.account);
    expect(await limiter.lockedUntil(owner, NOW + FAILURE_LIMIT)).toBeNull();
  });
});
