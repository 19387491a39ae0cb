import { describe, expect, it } from "vitest";
import {
  ACCOUNT_WIDE_LIMIT,
  ACCOUNT_WIDE_WINDOW_MS,
  CODE_DAY_LIMIT,
  codeDayKey,
  FAILURE_LIMIT,
  FAILURE_WINDOW_MS,
  type AttemptSubject,
} from "~/lib/owner-access";
import { createMemoryAttemptLimiter, type AttemptLimiter } from "~/services/owner/auth-attempts.server";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const password: AttemptSubject = {
  kind: "password",
  account: "owner@example.com",
  client: "203.0.113.7",
  knownDevice: false,
};
const code: AttemptSubject = { ...password, kind: "code" };

/** Failed attempts: recorded, never succeeded. */
async function fail(limiter: AttemptLimiter, subject: AttemptSubject, times: number, at = NOW) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push((await limiter.begin(subject, at + i)).refusedUntil);
  return answers;
}

describe("the sign-in limiter's memory (used when D1 fails)", () => {
  it("counts the day's wrong codes, and past 20 refuses codes until a recovery clears them", async () => {
    const limiter = createMemoryAttemptLimiter();
    // Spread over the day, 16 minutes apart: no 15-minute lock comes into it.
    for (let i = 0; i < CODE_DAY_LIMIT; i++) {
      const attempt = await limiter.begin(code, NOW + i * 16 * 60_000);
      expect(attempt.refusedUntil).toBeNull();
      expect(attempt.recorded.get(codeDayKey(code.account))).toBe(i + 1);
    }
    const later = NOW + CODE_DAY_LIMIT * 16 * 60_000;
    const refused = await limiter.begin(code, later);
    expect(refused.needsRecovery).toBe(true);
    expect(refused.refusedUntil).not.toBeNull();
    await (await limiter.begin({ ...code, kind: "setup" }, later + 1)).succeeded();
    expect((await limiter.begin(code, later + 2)).needsRecovery).toBe(false);
  });

  it("lets the first 5 attempts go ahead and refuses the 6th until the first leaves the window", async () => {
    const limiter = createMemoryAttemptLimiter();
    expect(await fail(limiter, password, FAILURE_LIMIT)).toEqual([null, null, null, null, null]);
    expect((await limiter.begin(password, NOW + 10)).refusedUntil).toBe(NOW + FAILURE_WINDOW_MS);
  });

  it("counts wrong codes on their own key: a right password does not clear them", async () => {
    const limiter = createMemoryAttemptLimiter();
    await fail(limiter, code, FAILURE_LIMIT - 1);
    await (await limiter.begin(password, NOW + 10)).succeeded();
    expect((await limiter.begin(code, NOW + 20)).refusedUntil).toBeNull();
    expect((await limiter.begin(code, NOW + 21)).refusedUntil).toBe(NOW + FAILURE_WINDOW_MS);
    // A right code would have cleared them.
    const fresh = createMemoryAttemptLimiter();
    await fail(fresh, code, FAILURE_LIMIT - 1);
    await (await fresh.begin(code, NOW + 10)).succeeded();
    expect(await fail(fresh, code, FAILURE_LIMIT - 1, NOW + 20)).not.toContain(expect.any(Number));
  });

  it("locks across addresses after 20 an hour, except for a browser the owner has used", async () => {
    const limiter = createMemoryAttemptLimiter();
    for (let i = 0; i < ACCOUNT_WIDE_LIMIT; i++) {
      expect((await limiter.begin({ ...password, client: `198.51.100.${i}` }, NOW + i)).refusedUntil).toBeNull();
    }
    const elsewhere = await limiter.begin({ ...password, client: "192.0.2.1" }, NOW + 100);
    expect(elsewhere.refusedUntil).toBe(NOW + ACCOUNT_WIDE_WINDOW_MS);
    const known = await limiter.begin({ ...password, client: "192.0.2.2", knownDevice: true }, NOW + 100);
    expect(known.refusedUntil).toBeNull();
  });

  it("keeps a lock when a flood of new accounts and clients passes its bound", async () => {
    const limiter = createMemoryAttemptLimiter(100);
    await fail(limiter, password, FAILURE_LIMIT);
    for (let i = 0; i < 500; i++) {
      await limiter.begin({ ...password, account: `guess${i}@example.com`, client: `198.51.100.${i % 250}` }, NOW + 10);
    }
    expect((await limiter.begin(password, NOW + 600)).refusedUntil).toBe(NOW + FAILURE_WINDOW_MS);
  });

  it("lifts a lock when the window has passed", async () => {
    const limiter = createMemoryAttemptLimiter();
    await fail(limiter, password, FAILURE_LIMIT);
    expect((await limiter.begin(password, NOW + FAILURE_WINDOW_MS + 10)).refusedUntil).toBeNull();
  });
});
