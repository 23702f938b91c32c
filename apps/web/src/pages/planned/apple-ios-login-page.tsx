import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /apple-ios-login: not built yet (see planned.pages.appleIosLogin in the translation files). */
export default function AppleIosLoginPage(): ReactNode {
  return <PlannedFeaturePage pageKey="appleIosLogin" />;
}
