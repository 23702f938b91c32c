import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /email-register: not built yet (see planned.pages.emailRegister in the translation files). */
export default function EmailRegisterPage(): ReactNode {
  return <PlannedFeaturePage pageKey="emailRegister" />;
}
