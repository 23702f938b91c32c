import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../analytics/analytics.ts';
import { ConnectButton } from '../components/connect-button.tsx';
import { appConfig } from '../config/app-config.ts';
import { chooseInviteLink } from '../invite/choose-invite-link.ts';
import { referralCodeFor } from '../invite/invite-link.ts';
import { useStore } from '../store/use-store.ts';
import { shareThroughTelegram } from '../telegram/share-through-telegram.ts';
import { telegramState } from '../telegram/telegram-state.ts';
import { useWallet } from '../wallet/use-wallet.ts';
import { initWalletConnection } from '../wallet/wallet-session.ts';

type CopyStatus = 'idle' | 'copied' | 'failed';

/** A personal invite link to copy or share (through Telegram's share sheet inside Telegram). */
export default function InviteUsersPage(): ReactNode {
  const { t } = useTranslation();
  const { state } = useWallet();
  const telegram = useStore(telegramState);
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('idle');
  const linkId = useId();

  useEffect(() => {
    void initWalletConnection(appConfig);
  }, []);

  const insideTelegram = telegram.status === 'ready';
  const code = referralCodeFor({
    address: state?.wallets[0]?.accounts[0]?.address,
    telegramUserId: telegram.status === 'ready' ? telegram.userId : null,
  });
  // Inside Telegram, friends open the mini app (when one is configured) rather than the website.
  const link = chooseInviteLink({ code, origin: window.location.origin, miniAppUrl: appConfig.telegramMiniAppUrl, insideTelegram });
  const canShare = insideTelegram || typeof navigator.share === 'function';

  const copy = async (text: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus('copied');
      trackEvent('invite_link_copied');
    } catch {
      setCopyStatus('failed');
    }
  };

  const share = async (text: string): Promise<void> => {
    const message = t('invite.shareText');
    if (await shareThroughTelegram(text, message)) return;
    try {
      await navigator.share({ url: text, text: message });
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
  };

  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.inviteUsers')}</h1>
      <p>{t('invite.intro')}</p>
      {link ? (
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
            <button type="button" className="button button--primary" onClick={() => void copy(link)}>
              {t('invite.copy')}
            </button>
            {canShare && (
              <button type="button" className="button" onClick={() => void share(link)}>
                {t('invite.share')}
              </button>
            )}
          </div>
          <p role="status" className="hint">
            {copyStatus === 'copied' ? t('invite.copied') : copyStatus === 'failed' ? t('invite.copyFailed') : ''}
          </p>
        </>
      ) : (
        <>
          <p>{t('invite.needIdentity')}</p>
          <ConnectButton />
        </>
      )}
    </article>
  );
}
