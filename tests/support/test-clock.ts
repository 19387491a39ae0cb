/**
 * The suite's clock. `TEST_NOW` (an ISO 8601 instant) runs the whole suite as at that instant:
 * `npm test` turns it once into `CLOCK_OFFSET_MS` (how far the clock is moved from the machine's),
 * which every process of the run reads, so the tests, the server they drive (its `CLOCK_OFFSET_MS`
 * binding, app/lib/clock.ts) and the browser agree on "now" to the millisecond. Unset, the offset is
 * 0 and a test that depends on the date sets its own instant (vi.useFakeTimers, `scheduled({ now })`).
 */

/** The machine's own Date, kept once per process (a module loaded again must not shift twice). */
function realDate(): DateConstructor {
  const scope = globalThis as typeof globalThis & { [key: symbol]: DateConstructor | undefined };
  return (scope[Symbol.for("test-clock.real-date")] ??= globalThis.Date);
}

/**
 * Milliseconds the suite's clock runs ahead of the machine's (negative: behind); 0 without TEST_NOW.
 * `CLOCK_OFFSET_MS`, when a parent process set it, wins: the e2e server and Playwright's workers use
 * their parent's. Otherwise the first call for a TEST_NOW fixes it for the process.
 */
export function clockOffsetMs(): number {
  const offset = process.env.CLOCK_OFFSET_MS;
  if (offset) {
    if (!/^-?\d+$/.test(offset)) throw new Error(`CLOCK_OFFSET_MS must be whole milliseconds, got "${offset}".`);
    return Number(offset);
  }
  const at = process.env.TEST_NOW;
  if (!at) return 0;
  const instant = Date.parse(at);
  if (!/^\d{4}-\d\d-\d\dT/.test(at) || Number.isNaN(instant)) {
    throw new Error(`TEST_NOW must be an ISO 8601 instant such as 2026-12-26T15:00:00Z, got "${at}".`);
  }
  const scope = globalThis as typeof globalThis & { [key: symbol]: Map<string, number> | undefined };
  const offsets = (scope[Symbol.for("test-clock.offsets")] ??= new Map());
  if (!offsets.has(at)) offsets.set(at, instant - realDate().now());
  return offsets.get(at)!;
}

/**
 * Makes this process's (or, through `addInitScript`, a page's) Date read a present `offsetMs` from
 * the machine's; every other use is the real Date's. The stand-in shares the real Date's prototype,
 * so a class that extends Date (a time-zone library's) inherits every method, and `instanceof`
 * holds both ways. Self-contained, so a page can run it.
 */
export function shiftClock(offsetMs: number): void {
  const scope = globalThis as typeof globalThis & { [key: symbol]: DateConstructor | undefined };
  const RealDate = (scope[Symbol.for("test-clock.real-date")] ??= globalThis.Date);
  if (offsetMs === 0) {
    globalThis.Date = RealDate;
    return;
  }
  const now = () => RealDate.now() + offsetMs;
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    // Date() called without `new` is the present as text.
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  ShiftedDate.prototype = RealDate.prototype;
  Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/** Moves this process's clock to the suite's (the machine's without TEST_NOW). */
export function installTestClock(): void {
  const offset = clockOffsetMs();
  if (offset !== 0 || globalThis.Date !== realDate()) shiftClock(offset);
}
