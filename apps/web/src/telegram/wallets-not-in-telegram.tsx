import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Why a page offers no wallet inside the Telegram mini app (Telegram allows only TON Connect). */
export function WalletsNotInTelegram(): ReactNode {
  const { t } = useTranslation();
  return (
    <p className="notice" role="note">
      {t('miniApp.walletsNotAvailable')}
    </p>
  );
}
