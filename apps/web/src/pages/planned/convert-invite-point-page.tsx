import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /convert-invite-point: not built yet (see planned.pages.convertInvitePoint in the translation files). */
export default function ConvertInvitePointPage(): ReactNode {
  return <PlannedFeaturePage pageKey="convertInvitePoint" />;
}
