import { gameRuleKeys, gameRules, type GameRuleKey } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const mebibytes = (bytes: number): string => `${bytes / (1024 * 1024)} MiB`;

/** The values each rule's sentence names, from the one module the upload and the inspector read. */
export function gameRuleValues(key: GameRuleKey, count: (value: number) => string): Record<string, string> {
  switch (key) {
    case 'initialDownload':
      return { size: mebibytes(gameRules.initialDownloadMaxBytes) };
    case 'wholeGame':
      return { size: mebibytes(gameRules.gameMaxBytes), files: count(gameRules.gameMaxFiles) };
    case 'interactive':
      return { seconds: count(gameRules.interactiveMaxMs / 1000), rate: count(gameRules.throttledCpuRate) };
    case 'heap':
      return { size: mebibytes(gameRules.heapMaxBytes) };
    case 'outsideRequests':
    case 'lifecycleCalls':
      return {};
  }
}

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
