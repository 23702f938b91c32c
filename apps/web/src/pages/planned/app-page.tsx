import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /app: not built yet (see planned.pages.app in the translation files). */
export default function AppPage(): ReactNode {
  return <PlannedFeaturePage pageKey="app" />;
}
