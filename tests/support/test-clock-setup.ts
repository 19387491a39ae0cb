/**
 * Vitest's setup file for every test file: the suite's clock (test-clock.ts) from the start, and
 * again before each test, since `vi.useRealTimers()` puts back the Date Vitest kept at its start.
 */
import { beforeEach, vi } from "vitest";
import { installTestClock } from "./test-clock";

installTestClock();
beforeEach(() => {
  if (!vi.isFakeTimers()) installTestClock();
});
