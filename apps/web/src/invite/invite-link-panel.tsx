import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../analytics/analytics.ts';
import { shareThroughTelegram } from '../telegram/share-through-telegram.ts';

type CopyStatus = 'idle' | 'copied' | 'failed';

/** The account's invite link, to copy or share (through Telegram's share sheet inside Telegram). */
export function InviteLinkPanel({ link, insideTelegram }: { link: string; insideTelegram: boolean }): ReactNode {
  const { t } = useTranslation();
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
    if (await shareThroughTelegram(link, message)) return;
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
