import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /convert-game-coin: not built yet (see planned.pages.convertGameCoin in the translation files). */
export default function ConvertGameCoinPage(): ReactNode {
  return <PlannedFeaturePage pageKey="convertGameCoin" />;
}
