import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /native-app: not built yet (see planned.pages.nativeApp in the translation files). */
export default function NativeAppPage(): ReactNode {
  return <PlannedFeaturePage pageKey="nativeApp" />;
}
