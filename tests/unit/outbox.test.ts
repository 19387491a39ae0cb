import { describe, expect, it } from "vitest";
import {
  afterFailure,
  CLAIM_LEASE_MS,
  errorText,
  leadNoticeKey,
  leaseUntil,
  MAX_ATTEMPTS,
  MAX_ERROR_LENGTH,
  RETRY_DELAYS_MS,
} from "~/lib/outbox";

const NOW = new Date("2026-12-05T10:00:00.000Z");
const MINUTE = 60_000;

describe("the outbox's backoff", () => {
  it("retries after 1, 5 and 30 minutes, then 2 and 12 hours", () => {
    expect(RETRY_DELAYS_MS).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE]);
    const next = [1, 2, 3, 4, 5].map((attempts) => afterFailure(attempts, NOW));
    expect(next).toEqual([
      { status: "queued", nextAttemptAt: "2026-12-05T10:01:00.000Z" },
      { status: "queued", nextAttemptAt: "2026-12-05T10:05:00.000Z" },
      { status: "queued", nextAttemptAt: "2026-12-05T10:30:00.000Z" },
      { status: "queued", nextAttemptAt: "2026-12-05T12:00:00.000Z" },
      { status: "queued", nextAttemptAt: "2026-12-05T22:00:00.000Z" },
    ]);
  });

  it("gives a message up after its sixth failed attempt, and past it", () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect(afterFailure(6, NOW)).toEqual({ status: "failed" });
    expect(afterFailure(7, NOW)).toEqual({ status: "failed" });
  });

  it("treats an attempt count below one as the first attempt", () => {
    expect(afterFailure(0, NOW)).toEqual({ status: "queued", nextAttemptAt: "2026-12-05T10:01:00.000Z" });
  });

  it("holds a claim ten minutes: well past a batch's sends, which time out after ten seconds each", () => {
    expect(CLAIM_LEASE_MS).toBe(10 * MINUTE);
    expect(leaseUntil(NOW)).toBe("2026-12-05T10:10:00.000Z");
  });
});

describe("what the outbox keeps", () => {
  it("keeps an error's message, short, and says something for an empty one", () => {
    expect(errorText(new Error("Resend answered 422: bad from"))).toBe("Resend answered 422: bad from");
    expect(errorText("x".repeat(2000))).toHaveLength(MAX_ERROR_LENGTH);
    expect(errorText(new Error("  "))).toBe("Unknown error");
  });

  it("names a lead's notice by the lead's id, or by its form and token where the id is unknown", () => {
    const lead = { form_source: "Contact Page", submission_id: "token-1" };
    expect(leadNoticeKey(lead, 42)).toBe("lead-42");
    expect(leadNoticeKey(lead, null)).toBe("lead-Contact Page-token-1");
  });
});
