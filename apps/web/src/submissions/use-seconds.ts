import { useTranslation } from 'react-i18next';

/** A time in milliseconds as seconds in the reader's language (`0.36 sec`, `0,36 s`), to two decimals unless told fewer. */
export function useSeconds(maximumFractionDigits = 2): (milliseconds: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { style: 'unit', unit: 'second', maximumFractionDigits });
  return (milliseconds) => format.format(milliseconds / 1000);
}
