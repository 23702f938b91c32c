import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /submit-user-issue: not built yet (see planned.pages.submitUserIssue in the translation files). */
export default function SubmitUserIssuePage(): ReactNode {
  return <PlannedFeaturePage pageKey="submitUserIssue" />;
}
