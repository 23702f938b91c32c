import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /apple-iap: not built yet (see planned.pages.appleIap in the translation files). */
export default function AppleIapPage(): ReactNode {
  return <PlannedFeaturePage pageKey="appleIap" />;
}
