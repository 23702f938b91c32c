import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /submit: not built yet (see planned.pages.submit in the translation files). */
export default function SubmitPage(): ReactNode {
  return <PlannedFeaturePage pageKey="submit" />;
}
