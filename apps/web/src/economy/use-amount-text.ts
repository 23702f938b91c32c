import { useTranslation } from 'react-i18next';
import { assetAmountText, type EconomyAsset } from './asset-text.ts';

/** `assetAmountText` in the page's language: `amountText('gold_coin', '3')` → "3 gold coins". */
export function useAmountText(): (asset: EconomyAsset, amount: bigint | string) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (asset, amount) => assetAmountText(t, asset, amount, language);
}
