import type { ReactNode } from 'react';
import { PlannedFeaturePage } from './planned-feature-page.tsx';

/** /telegram-login: not built yet (see planned.pages.telegramLogin in the translation files). */
export default function TelegramLoginPage(): ReactNode {
  return <PlannedFeaturePage pageKey="telegramLogin" />;
}
