/**
 * How long until `iso`, in hours and minutes in the reader's language ("1 hour, 30 minutes"),
 * rounded up to the minute; null when the moment has passed or cannot be read.
 */
export function timeUntil(iso: string, now: Date, language: string): string | null {
  const ms = new Date(iso).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutesLeft = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  const unit = (value: number, name: 'hour' | 'minute'): string => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [...(hours > 0 ? [unit(hours, 'hour')] : []), ...(minutes > 0 ? [unit(minutes, 'minute')] : [])];
  return new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(parts);
}

/** The time of day of `iso` in the reader's time zone ("18:30"). */
export function timeOfDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
}
