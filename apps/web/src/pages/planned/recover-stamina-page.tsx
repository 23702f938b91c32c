import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /recover-stamina: not built yet (see planned.pages.recoverStamina in the translation files). */
export default function RecoverStaminaPage(): ReactNode {
  return <PlannedFeaturePage pageKey="recoverStamina" />;
}
