import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /burn-game-coin: not built yet (see planned.pages.burnGameCoin in the translation files). */
export default function BurnGameCoinPage(): ReactNode {
  return <PlannedFeaturePage pageKey="burnGameCoin" />;
}
