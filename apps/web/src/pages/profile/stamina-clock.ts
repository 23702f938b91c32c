import type { Stamina } from '@site/api-contract';

export interface StaminaNow {
  value: number;
  /** Milliseconds until the max, 0 when full. */
  msToFull: number;
}

/**
 * Stamina at `nowMs`, from the server's answer: one point every `refillSeconds` until `fullAt`,
 * so the value is `max − ⌈(fullAt − now) / interval⌉`. Never below what the server said (a
 * clock behind the server's must not take points away) and never above the max.
 */
export function staminaAt(stamina: Stamina, nowMs: number): StaminaNow {
  if (stamina.fullAt === null) return { value: stamina.max, msToFull: 0 };
  const fullAtMs = Date.parse(stamina.fullAt);
  if (Number.isNaN(fullAtMs)) return { value: stamina.value, msToFull: 0 };
  const msToFull = Math.max(0, fullAtMs - nowMs);
  const missing = Math.ceil(msToFull / (stamina.refillSeconds * 1000));
  return { value: Math.min(stamina.max, Math.max(stamina.value, stamina.max - missing)), msToFull };
}

/**
 * A duration as people read it in `language`: `1 hr, 4 min, 12 sec` (each unit through
 * Intl.NumberFormat, joined by Intl.ListFormat), whole seconds rounded up.
 */
export function formatDuration(ms: number, language: string): string {
  let seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const parts: [number, 'hour' | 'minute' | 'second'][] = [
    [hours, 'hour'],
    [minutes, 'minute'],
    [seconds, 'second'],
  ];
  const shown = parts.filter(([amount], index) => amount > 0 || (index === 2 && hours === 0 && minutes === 0));
  const locale = supportedLocale(language);
  const words = shown.map(([amount, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount));
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(words);
}

function supportedLocale(language: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language])[0] ?? 'en';
  } catch {
    // An invalid language tag: English rather than no text at all.
    return 'en';
  }
}
