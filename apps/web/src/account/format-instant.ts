/** An ISO 8601 instant from the server as the visitor reads dates, in their own time zone; the raw text if unreadable. */
export function formatInstant(iso: string, language: string, options: { withTime?: boolean; timeZone?: string } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(options.withTime ? { timeStyle: 'short' } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}
