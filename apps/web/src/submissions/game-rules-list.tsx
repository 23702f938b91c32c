import { gameRuleKeys } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameRuleValues } from './game-rule-values.ts';

/** /submit's list of the game rules (docs/game-rules.md). */
export function GameRulesList(): ReactNode {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <section className="game-rules" aria-labelledby="game-rules-heading">
      <h2 id="game-rules-heading">{t('submissions.rules.heading')}</h2>
      <p>{t('submissions.rules.intro')}</p>
      <ul>
        {gameRuleKeys.map((key) => (
          <li key={key} data-rule={key}>
            {t(`submissions.rules.${key}`, gameRuleValues(key, (value) => numbers.format(value)))}
          </li>
        ))}
      </ul>
    </section>
  );
}
