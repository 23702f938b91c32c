/**
 * The site's one way of writing a duration, in the reader's language: whole units in words,
 * largest first ("1 hour, 59 minutes", "1 hora y 59 minutos"); hours and minutes rounded up to
 * the minute, or seconds under a minute ("45 seconds"). Every duration the site shows (stamina,
 * a wait before trying again) goes through it, so a page never writes one two ways.
 */
export function formatDuration(ms: number, language: string): string {
  const locale = supportedLocale(language);
  const word = (amount: number, unit: 'hour' | 'minute' | 'second'): string => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
  const wholeSeconds = Math.max(0, Math.ceil(ms / 1000));
  if (wholeSeconds < 60) return word(wholeSeconds, 'second');
  const minutesLeft = Math.ceil(wholeSeconds / 60);
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  const words = [...(hours > 0 ? [word(hours, 'hour')] : []), ...(minutes > 0 ? [word(minutes, 'minute')] : [])];
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(words);
}

/** How long from `now` until the instant `iso`; null when it has passed or cannot be read. */
export function formatTimeUntil(iso: string, now: Date, language: string): string | null {
  const ms = Date.parse(iso) - now.getTime();
  return Number.isFinite(ms) && ms > 0 ? formatDuration(ms, language) : null;
}

function supportedLocale(language: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language])[0] ?? 'en';
  } catch {
    // An invalid language tag: English rather than no text at all.
    return 'en';
  }
}
