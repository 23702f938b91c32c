import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /change-password: not built yet (see planned.pages.changePassword in the translation files). */
export default function ChangePasswordPage(): ReactNode {
  return <PlannedFeaturePage pageKey="changePassword" />;
}
