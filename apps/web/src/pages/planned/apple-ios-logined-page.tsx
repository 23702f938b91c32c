import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /apple-ios-logined: not built yet (see planned.pages.appleIosLogined in the translation files). */
export default function AppleIosLoginedPage(): ReactNode {
  return <PlannedFeaturePage pageKey="appleIosLogined" />;
}
