import type { AvailableWallet } from '@site/wallet-core';
import type { MouseEvent, ReactNode } from 'react';
import { useMessages } from '../messages/use-messages.ts';
import { ExternalLink } from './external-link.tsx';
import { useWalletIcon } from './use-wallet-icon.ts';
import { walletBrowserLinks } from './wallet-browser-links.ts';
import { WalletIcon } from './wallet-icon.tsx';

export interface WebviewWaysOutProps {
  inTelegram: boolean;
  pageUrl: string;
  /** Opens a URL outside the webview (Telegram's `openLink`); plain `_blank` links otherwise. */
  openExternal?: ((url: string) => void) | undefined;
  wallets: readonly AvailableWallet[];
}

function WalletBrowserLink({ label, url, wallet, open }: { label: string; url: string; wallet: AvailableWallet | undefined; open: (event: MouseEvent<HTMLAnchorElement>, url: string) => void }): ReactNode {
  const { t } = useMessages();
  const icon = useWalletIcon(wallet);
  return (
    <li>
      <ExternalLink
        href={url}
        className="wr-wallet"
        onClick={(event) => {
          open(event, url);
        }}
      >
        <WalletIcon src={icon} />
        <span className="wr-wallet-label">{t('openInWallet', { wallet: label })}</span>
      </ExternalLink>
    </li>
  );
}

/**
 * What a webview with no injected wallet (Telegram's above all) shows instead of an empty list:
 * why, and links that leave it. Every link opens synchronously inside the click handler, the only
 * way a webview lets a page open something.
 */
export function WebviewWaysOut({ inTelegram, pageUrl, openExternal, wallets }: WebviewWaysOutProps): ReactNode {
  const { t } = useMessages();
  const open = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (!openExternal) return;
    event.preventDefault();
    openExternal(url);
  };
  return (
    <div className="wr-webview">
      <p className="wr-lead">{inTelegram ? t('webviewTitleTelegram') : t('webviewTitle')}</p>
      <p className="wr-text">{inTelegram ? t('webviewExplanationTelegram') : t('webviewExplanation')}</p>
      <ExternalLink
        href={pageUrl}
        className="wr-button wr-button-primary"
        onClick={(event) => {
          open(event, pageUrl);
        }}
      >
        {t('openInBrowser')}
      </ExternalLink>
      {/* The list scrolls, so a longer translation never pushes a wallet out of the 440 px box. */}
      <div className="wr-scroll">
        <ul className="wr-list" role="list">
          {walletBrowserLinks(pageUrl).map((link) => (
            <WalletBrowserLink key={link.label} label={link.label} url={link.url} wallet={wallets.find((wallet) => wallet.label === link.label)} open={open} />
          ))}
        </ul>
      </div>
    </div>
  );
}
