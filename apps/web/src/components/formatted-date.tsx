import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A `YYYY-MM-DD` date in the visitor's language, in a `<time>` element. */
export function FormattedDate({ value }: { value: string }): ReactNode {
  const { i18n } = useTranslation();
  const date = new Date(`${value}T12:00:00Z`);
  const text = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return <time dateTime={value}>{text}</time>;
}
