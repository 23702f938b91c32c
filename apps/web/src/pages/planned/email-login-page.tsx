import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /email-login: not built yet (see planned.pages.emailLogin in the translation files). */
export default function EmailLoginPage(): ReactNode {
  return <PlannedFeaturePage pageKey="emailLogin" />;
}
