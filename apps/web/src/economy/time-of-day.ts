/** The time of day of `iso` in the reader's time zone ("18:30"). */
export function timeOfDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
}
