import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /apple-login: not built yet (see planned.pages.appleLogin in the translation files). */
export default function AppleLoginPage(): ReactNode {
  return <PlannedFeaturePage pageKey="appleLogin" />;
}
