import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text.ts';
import { signInInsideTelegram } from './telegram-sign-in.ts';

/** The mini app's sign-in failed: why, in the reader's words, and Try again (telegram-sign-in-failed-notice.tsx). */
export default function TelegramSignInFailure({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="alert" className="notice notice--error" data-testid="telegram-sign-in-failed">
      <p>{`${t('telegramLogin.failed')} ${apiErrorText(t, error)}`}</p>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          void signInInsideTelegram({ asked: true });
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
