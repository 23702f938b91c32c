import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /google-login: not built yet (see planned.pages.googleLogin in the translation files). */
export default function GoogleLoginPage(): ReactNode {
  return <PlannedFeaturePage pageKey="googleLogin" />;
}
