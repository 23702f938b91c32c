/** How long ago a session was last active, the way /setting says it: "now" within `recentMs`. */
export type TimeSince = { kind: 'now' } | { kind: 'ago'; text: string };

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * `iso` relative to `now` (the page's clock, passed in: never the server's, so a test that sets
 * the page's clock sets this too), in the visitor's language: "5 minutes ago", "yesterday". Within
 * `recentMs` (the precision the server keeps "last active" to), or ahead of `now` (clocks a little
 * apart), it is "now"; unreadable, it is the raw text.
 */
export function timeSince(iso: string, now: number, language: string, recentMs: number): TimeSince {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return { kind: 'ago', text: iso };
  const elapsed = now - at;
  if (elapsed < recentMs) return { kind: 'now' };
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const [unit, size] = units.find(([, length]) => elapsed >= length) ?? ['minute', 60_000];
  return { kind: 'ago', text: format.format(-Math.floor(elapsed / size), unit) };
}
