const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * The site's one way of writing a duration, in the reader's language: at most the two largest
 * units in whole words, joined as the language joins two things ("6 days and 10 hours", "1 hour
 * and 59 minutes", "1 hora y 59 minutos"); the smaller unit shown is rounded up (a wait is never
 * said shorter than it is), seconds only under a minute ("45 seconds"). Every duration the site
 * shows (stamina, a wait before trying again, the week's end) goes through it, so a page never
 * writes one two ways.
 */
export function formatDuration(ms: number, language: string): string {
  const locale = supportedLocale(language);
  const word = (amount: number, unit: 'day' | 'hour' | 'minute' | 'second'): string => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
  const wholeSeconds = Math.max(0, Math.ceil(ms / 1000));
  if (wholeSeconds < 60) return word(wholeSeconds, 'second');
  const minutes = Math.ceil(ms / minuteMs);
  const [large, small, largeUnit, smallUnit] =
    // A day or more: days and hours (the hours rounded up); else hours and minutes.
    minutes * minuteMs >= dayMs ? split(Math.ceil(ms / hourMs), 24, 'day', 'hour') : split(minutes, 60, 'hour', 'minute');
  const words = [...(large > 0 ? [word(large, largeUnit)] : []), ...(small > 0 ? [word(small, smallUnit)] : [])];
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(words);
}

/** `count` small units as whole large units (`per` small units each) and the rest. */
function split<Large extends string, Small extends string>(count: number, per: number, largeUnit: Large, smallUnit: Small): [number, number, Large, Small] {
  return [Math.floor(count / per), count % per, largeUnit, smallUnit];
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
