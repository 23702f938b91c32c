import type { TFunction } from 'i18next';
import type { AmountProblem } from './check-amount.ts';
import { assetAmountText, type EconomyAsset } from './asset-text.ts';

/** The sentence for an amount problem, naming what is wrong (and the numbers that make it so). */
export function amountProblemText(t: TFunction, problem: AmountProblem, assets: { unit: EconomyAsset; cost: EconomyAsset }, language: string): string {
  switch (problem.kind) {
    case 'aboveBalance':
      return t('economy.amount.aboveBalance', {
        needed: assetAmountText(t, assets.cost, problem.needed, language),
        balance: assetAmountText(t, assets.cost, problem.balance, language),
      });
    case 'aboveLimit':
      return t('economy.amount.aboveLimit', {
        left: assetAmountText(t, assets.unit, problem.left, language),
        limit: assetAmountText(t, assets.unit, problem.limit, language),
      });
    default:
      return t(`economy.amount.${problem.kind}`);
  }
}
