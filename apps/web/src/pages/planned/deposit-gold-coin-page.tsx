import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /deposit-gold-coin: not built yet (see planned.pages.depositGoldCoin in the translation files). */
export default function DepositGoldCoinPage(): ReactNode {
  return <PlannedFeaturePage pageKey="depositGoldCoin" />;
}
