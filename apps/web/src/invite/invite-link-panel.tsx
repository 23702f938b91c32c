import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../analytics/analytics.ts';
import { prepareTelegramShare, shareLanguage } from '../telegram/prepare-telegram-share.ts';
import { shareThroughTelegram } from '../telegram/share-through-telegram.ts';

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * The account's invite link, to copy or share: inside Telegram through Telegram's share sheet (a
 * message the server prepares, or `t.me/share` on older clients), elsewhere the Web Share API.
 */
export function InviteLinkPanel({ link, insideTelegram }: { link: string; insideTelegram: boolean }): ReactNode {
  const { t, i18n } = useTranslation();
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('idle');
  const linkId = useId();
  const canShare = insideTelegram || typeof navigator.share === 'function';

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyStatus('copied');
      trackEvent('invite_link_copied');
    } catch {
      setCopyStatus('failed');
    }
  };

  const share = async (): Promise<void> => {
    const message = t('invite.shareText');
    const language = shareLanguage(i18n.resolvedLanguage ?? i18n.language);
    if (await shareThroughTelegram({ url: link, text: message, prepareMessage: () => prepareTelegramShare({ kind: 'invite' }, language) })) return;
    try {
      await navigator.share({ url: link, text: message });
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
  };

  return (
    <>
      <label htmlFor={linkId}>{t('invite.linkLabel')}</label>
      <input
        id={linkId}
        className="input mono"
        readOnly
        value={link}
        onFocus={(event) => {
          event.currentTarget.select();
        }}
      />
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {t('invite.copy')}
        </button>
        {canShare && (
          <button type="button" className="button" onClick={() => void share()}>
            {t('invite.share')}
          </button>
        )}
      </div>
      <p role="status" className="hint">
        {copyStatus === 'copied' ? t('invite.copied') : copyStatus === 'failed' ? t('invite.copyFailed') : ''}
      </p>
    </>
  );
}
