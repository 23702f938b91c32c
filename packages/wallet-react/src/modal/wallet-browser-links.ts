export interface WalletBrowserLink {
  /** The wallet's label as the catalogue spells it (used to find its icon). */
  label: string;
  url: string;
}

/**
 * Universal links that open `pageUrl` in a wallet app's own browser. Only https links: custom
 * URL schemes fail inside Telegram. Wallets without a public universal link are left out.
 */
export function walletBrowserLinks(pageUrl: string): WalletBrowserLink[] {
  const encoded = encodeURIComponent(pageUrl);
  const withoutProtocol = pageUrl.replace(/^https?:\/\//i, '');
  return [
    { label: 'MetaMask', url: `https://metamask.app.link/dapp/${withoutProtocol}` },
    { label: 'Trust Wallet', url: `https://link.trustwallet.com/open_url?url=${encoded}` },
    {
      label: 'OKX Wallet',
      url: `https://www.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encoded}`)}`,
    },
    { label: 'Bitget Wallet', url: `https://bkcode.vip?action=dapp&url=${encoded}` },
  ];
}
