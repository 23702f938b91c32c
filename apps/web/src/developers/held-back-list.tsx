import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { heldBackFindings, heldBackValues } from './held-back-findings.ts';

/** /developers: "It is held back when:" and every finding that holds a version back, each with its rule's numbers. */
export function HeldBackList(): ReactNode {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <>
      <p>{t('developers.checksIntro')}</p>
      <ul className="developer-checks">
        {heldBackFindings.map((code) => (
          <li key={code} data-finding={code}>
            {t(`developers.heldBack.${code}`, heldBackValues(code, (value) => numbers.format(value)))}
          </li>
        ))}
      </ul>
    </>
  );
}
