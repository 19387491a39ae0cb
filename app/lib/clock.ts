/**
 * The site's one clock: every "now" of the site's code is read here, never from `Date.now()` or
 * `new Date()` elsewhere (ESLint refuses those in app/). Outside production a test moves the clock
 * by a fixed offset (the `CLOCK_OFFSET_MS` binding, which `npm test` derives from `TEST_NOW`), so
 * the server under test and the test that drives it agree on the date.
 */
let offsetMs = 0;

/** The present instant, in milliseconds since the epoch. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/** The present instant. */
export function now(): Date {
  return new Date(nowMs());
}

/** Moves the clock by `ms` from the machine's (0: the machine's own time). */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}
