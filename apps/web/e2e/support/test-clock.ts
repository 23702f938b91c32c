// The test clock (docs/web/tests.md#the-test-clock): every e2e run takes place at one chosen instant and
// time zone, E2E_CLOCK and E2E_TIMEZONE, the same for the site in the browser and the game server
// under test, so that no test depends on the day, the hour or the machine's time zone.
// The clock starts at that instant when the run starts and then runs: timers, expiries and polls go on.

/** Where a run starts when E2E_CLOCK is unset: fixed, so a normal run is the same every day. */
export const defaultTestInstant = '2030-01-15T12:00:00.000Z';
export const defaultTestTimezone = 'UTC';

/** The instant the run started at (an ISO 8601 instant). */
export const testInstant = process.env.E2E_CLOCK || defaultTestInstant;
/** The browser's time zone (an IANA name). */
export const testTimezone = process.env.E2E_TIMEZONE || defaultTestTimezone;

if (Number.isNaN(Date.parse(testInstant))) throw new Error(`E2E_CLOCK: not an instant (got ${testInstant}); e.g. 2028-02-29T23:59:59Z`);

/**
 * How far the run's clock is from real time, fixed once in the runner (the config is read there
 * first) and inherited by its workers through the environment, so all read the same clock.
 */
export function testClockOffsetMs(): number {
  process.env.E2E_CLOCK_OFFSET_MS ??= String(Date.parse(testInstant) - Date.now());
  return Number(process.env.E2E_CLOCK_OFFSET_MS);
}

/** Now on the run's clock (what the site and the server under test read). */
export const testNow = (): Date => new Date(Date.now() + testClockOffsetMs());

/**
 * Run in every frame before the page's own scripts (BrowserContext.addInitScript): `Date` reads
 * the run's clock. Only the wall clock moves; timers, animation frames and `performance` stay
 * real (Playwright's page.clock would fake them all, which the startup and animation tests read).
 */
export function moveWallClock(offsetMs: number): void {
  const RealDate = Date;
  const now = (): number => RealDate.now() + offsetMs;
  function TestDate(this: unknown, ...args: unknown[]): Date | string {
    // Called without `new`, Date gives the time as text.
    if (!(this instanceof RealDate)) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...(args as [number]));
  }
  Object.setPrototypeOf(TestDate, RealDate);
  TestDate.prototype = RealDate.prototype;
  TestDate.now = now;
  (globalThis as { Date: DateConstructor }).Date = TestDate as unknown as DateConstructor;
}
