import type { EconomySummaryView } from '@site/api-contract';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { assetAmountText, type EconomyAsset } from './asset-text.ts';
import { EconomyFacts } from './economy-facts.tsx';
import type { OperationOutcome } from './use-economy-operation.ts';

const assets: readonly EconomyAsset[] = ['gold_coin', 'game_coin', 'invite_point'];
const isAsset = (value: string): value is EconomyAsset => (assets as readonly string[]).includes(value);

/** What the server did, in its own numbers: what was spent and received, and the balances now. */
export function OperationResult({
  headingRef,
  outcome,
  summary,
  doneText,
  again,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  outcome: OperationOutcome;
  summary: EconomySummaryView | null;
  doneText: (spent: string, received: string) => string;
  /** The way back to the form; null when nothing more can be done there (the page says what comes next instead). */
  again: { label: string; onAgain: () => void } | null;
  /** More about the outcome (the stamina after a recovery). */
  children?: ReactNode;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const amountText = (part: { asset: string; amount: string } | null): string => (part && isAsset(part.asset) ? assetAmountText(t, part.asset, part.amount, language) : '');
  const involved = assets.filter((asset) => outcome.spent?.asset === asset || outcome.received?.asset === asset);
  return (
    <section className="economy-result notice notice--success notice--stack" aria-labelledby="economy-result-heading">
      <h2 id="economy-result-heading" ref={headingRef} tabIndex={-1}>
        {t('economy.result.heading')}
      </h2>
      <p>{doneText(amountText(outcome.spent), amountText(outcome.received))}</p>
      {children}
      {outcome.replayed && <p>{t('economy.result.replayed')}</p>}
      {summary ? (
        <EconomyFacts
          heading={t('economy.result.balancesNow')}
          facts={involved.map((asset) => ({ term: t(`economy.assets.${asset}`), value: assetAmountText(t, asset, summary.balances[asset], language) }))}
        />
      ) : (
        <p>{t('economy.result.balancesUnknown')}</p>
      )}
      {again && (
        <button type="button" className="button" onClick={again.onAgain}>
          {again.label}
        </button>
      )}
    </section>
  );
}
