import type { EconomySummaryView, ResponseOf } from '@site/api-contract';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText } from '../api/api-error-text.ts';
import { api } from '../api/api.ts';
import '../forms/forms.css';
import { EarnMore } from './earn-more.tsx';
import { OperationResult } from './operation-result.tsx';
import { useAmountText } from './use-amount-text.ts';
import { useEconomyOperation } from './use-economy-operation.ts';

type Recovery = ResponseOf<'recoverStamina'>;

/**
 * Stamina back to the max for the server's gold price: refused on the page, with the reason,
 * when stamina is full or the gold is short; otherwise review, confirm, and the server's outcome.
 */
export function StaminaRecovery({ summary }: { summary: EconomySummaryView }): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const id = useId();
  const operation = useEconomyOperation<null, Recovery>({ send: (_input, requestId) => api.call('recoverStamina', { body: { requestId } }) });
  const { step } = operation;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { priceGold, stamina } = summary.staminaRecovery;
  const price = BigInt(priceGold);
  const gold = BigInt(summary.balances.gold_coin);

  const focusKey = step.name === 'review' ? `review-${step.sending ? 'sending' : step.failure ? 'failed' : 'ready'}` : `${step.name}-${step.name === 'edit' && step.refusal ? 'refused' : ''}`;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if ((step.name === 'review' && step.failure) || (step.name === 'edit' && step.refusal)) alertRef.current?.focus();
    else if (step.name !== 'edit' && !(step.name === 'review' && step.sending)) headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of step moves focus
  }, [focusKey]);

  if (step.name === 'done') {
    const after = step.outcome.stamina;
    return (
      <OperationResult
        headingRef={headingRef}
        outcome={step.outcome}
        summary={step.summary}
        doneText={(spent) => (spent === '' ? t('economy.recoverStamina.doneFree') : t('economy.recoverStamina.done', { spent }))}
        again={{ label: t('economy.recoverStamina.back'), onAgain: operation.edit }}
      >
        <p>{t('economy.recoverStamina.staminaNow', { value: after.value, max: after.max })}</p>
      </OperationResult>
    );
  }

  const alert = (problem: unknown, extra?: string): ReactNode => (
    <div ref={alertRef} role="alert" tabIndex={-1} className={problem ? 'notice notice--error' : 'form-alert--empty'}>
      {problem !== null && (
        <p>
          {apiErrorText(t, problem)}
          {extra ? ` ${extra}` : ''}
        </p>
      )}
    </div>
  );

  if (step.name === 'review') {
    return (
      <section className="economy-review" aria-labelledby={`${id}-review`}>
        <h2 id={`${id}-review`} ref={headingRef} tabIndex={-1}>
          {t('economy.review.heading')}
        </h2>
        <p>{t('economy.recoverStamina.preview', { price: amountText('gold_coin', price), value: stamina.value, max: stamina.max, goldAfter: amountText('gold_coin', gold - price) })}</p>
        {alert(step.failure, t('economy.review.safeRetry'))}
        <div className="actions">
          <button type="button" className="button button--primary" aria-disabled={step.sending ? true : undefined} aria-busy={step.sending ? true : undefined} onClick={operation.confirm}>
            {step.sending ? t('forms.sending') : step.failure ? t('common.retry') : t('economy.recoverStamina.confirm', { price: amountText('gold_coin', price) })}
          </button>
          <button type="button" className="button" disabled={step.sending} onClick={operation.edit}>
            {t('economy.recoverStamina.cancel')}
          </button>
        </div>
      </section>
    );
  }

  const full = stamina.value >= stamina.max;
  const short = gold < price;
  return (
    <section aria-labelledby={`${id}-recover`}>
      <h2 id={`${id}-recover`}>{t('economy.recoverStamina.heading')}</h2>
      {alert(step.refusal)}
      {full ? (
        <p className="notice">{t('economy.recoverStamina.full')}</p>
      ) : short ? (
        <div className="notice">
          <p>{t('economy.recoverStamina.short', { price: amountText('gold_coin', price), gold: amountText('gold_coin', gold) })}</p>
          <GoldForRecovery summary={summary} />
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            operation.review(null);
          }}
        >
          {t('economy.recoverStamina.open', { price: amountText('gold_coin', price) })}
        </button>
      )}
    </section>
  );
}

/**
 * The way to a refill the player cannot pay yet: converting the game coins they hold when those
 * cover the missing gold, else the game coins still to earn (and where), with buying gold beside it.
 */
function GoldForRecovery({ summary }: { summary: EconomySummaryView }): ReactNode {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const missingGold = BigInt(summary.staminaRecovery.priceGold) - BigInt(summary.balances.gold_coin);
  const gameCoinsNeeded = missingGold * BigInt(summary.gameCoinToGold.gameCoinsPerGold);
  const gameCoins = BigInt(summary.balances.game_coin);
  const buy = (
    <p>
      <Link to="/deposit-gold-coin">{t('titles.depositGoldCoin')}</Link>
    </p>
  );
  if (gameCoins >= gameCoinsNeeded) {
    return (
      <>
        <p>{t('economy.earnMore.convertFirst', { gameCoins: amountText('game_coin', gameCoinsNeeded), gold: amountText('gold_coin', missingGold) })}</p>
        <p className="actions">
          <Link to="/convert-game-coin" className="button button--primary">
            {t('titles.convertGameCoin')}
          </Link>
        </p>
        {buy}
      </>
    );
  }
  return (
    <>
      <EarnMore shortfall={{ asset: 'game_coin', needed: gameCoinsNeeded, have: gameCoins, goal: t('economy.earnMore.goals.refill', { gold: amountText('gold_coin', missingGold) }) }} />
      {buy}
    </>
  );
}
