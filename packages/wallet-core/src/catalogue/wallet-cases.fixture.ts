// What each wallet of the catalogue must do, one row per wallet, each with a fake window in which
// that wallet is installed. Written from the wallets' public facts, not from wallet-table.ts, so
// that a mistake in the table shows here.
import { atNamespace, catalogueFakeWallet, type FakeInstall, nestedIn, onEthereum } from './injected-fake-wallet.fixture.ts';

const all = ['all'];
const mobile = ['mobile'];
const desktop = ['desktop'];
const chromiumDesktop = ['desktop', 'Chrome', 'Chromium', 'Microsoft Edge'];

const selectAccounts = 'wallet_requestPermissions';
const switchChain = 'wallet_switchEthereumChain';

export interface WalletCase {
  label: string;
  platforms: string[];
  externalUrl?: string;
  install: () => FakeInstall;
  /** Methods answered with 4200 without reaching the wallet. */
  unsupported?: string[];
  /** `eth_chainId` answers in decimal are converted to hex. */
  hexChainId?: true;
  /** `chainChanged` listeners receive hex. */
  hexChainChanged?: true;
  /** Listeners are never registered with the wallet. */
  skipsOn?: true;
  /** `removeListener` never reaches the wallet. */
  skipsRemoveListener?: true;
  /** `eth_requestAccounts` reaches the wallet as this method. */
  requestAccountsAs?: string;
}

export const walletCases: WalletCase[] = [
  { label: '1inch Wallet', platforms: mobile, install: () => onEthereum({ isOneInchIOSWallet: true }) },
  {
    label: 'AlphaWallet',
    platforms: mobile,
    install: () => onEthereum({ isAlphaWallet: true }),
    unsupported: [selectAccounts, switchChain],
  },
  { label: 'Apex Wallet', platforms: chromiumDesktop, install: () => onEthereum({ isApexWallet: true, isMetaMask: true }) },
  { label: 'AToken', platforms: mobile, install: () => onEthereum({ isAToken: true }) },
  { label: 'Bifrost Wallet', platforms: all, install: () => onEthereum({ isBifrost: true, isMetaMask: true }) },
  {
    label: 'Binance Smart Wallet',
    platforms: desktop,
    externalUrl: 'https://www.binance.com/en/download',
    // Binance's provider is read-only.
    install: () => {
      const wallet = Object.freeze(catalogueFakeWallet({ bbcSignTx: () => 'signed' }));
      return { target: { BinanceChain: wallet }, wallet };
    },
    unsupported: [selectAccounts, switchChain],
    hexChainId: true,
    hexChainChanged: true,
    skipsRemoveListener: true,
  },
  {
    label: 'Bitget Wallet',
    platforms: all,
    externalUrl: 'https://web3.bitget.com/en/wallet-download',
    install: () => nestedIn('bitkeep', { isBitKeep: true, isMetaMask: true }, true),
  },
  {
    label: 'Bitpie',
    platforms: mobile,
    install: () => {
      const wallet = catalogueFakeWallet();
      return { target: { Bitpie: {}, ethereum: wallet }, wallet };
    },
    unsupported: [selectAccounts, switchChain],
  },
  {
    label: 'Bitski',
    platforms: all,
    install: () => {
      const wallet = catalogueFakeWallet({ isBitski: true });
      return { target: { Bitski: { getProvider: () => wallet } }, wallet };
    },
  },
  { label: 'BlockWallet', platforms: desktop, install: () => onEthereum({ isBlockWallet: true, isMetaMask: true }) },
  { label: 'Brave Wallet', platforms: all, install: () => onEthereum({ isBraveWallet: true, isMetaMask: true }) },
  {
    label: 'Coin98 Wallet',
    platforms: all,
    externalUrl: 'https://coin98.com/wallet/',
    install: () => onEthereum({ isCoin98: true, isMetaMask: true }),
  },
  {
    label: 'Coinbase Wallet',
    platforms: all,
    externalUrl: 'https://www.coinbase.com/wallet/downloads',
    install: () => onEthereum({ isToshi: true }),
    hexChainChanged: true,
  },
  { label: 'Core', platforms: chromiumDesktop, install: () => atNamespace('avalanche', { isAvalanche: true }) },
  {
    label: 'DeFi Wallet',
    platforms: all,
    install: () => atNamespace('deficonnectProvider', { isDeficonnectProvider: true }),
  },
  { label: 'Detected Wallet', platforms: all, install: () => onEthereum({}) },
  {
    label: 'Echooo',
    platforms: all,
    externalUrl: 'https://www.echooo.xyz',
    install: () => onEthereum({ isEchooo: true, isMetaMask: true }),
  },
  {
    label: 'Enkrypt',
    platforms: all,
    install: () => {
      const wallet = catalogueFakeWallet();
      return { target: { enkrypt: { providers: { ethereum: wallet } } }, wallet };
    },
    hexChainId: true,
    hexChainChanged: true,
    skipsRemoveListener: true,
  },
  { label: 'Exodus', platforms: all, install: () => onEthereum({ isExodus: true, isMetaMask: true }) },
  { label: 'Fordefi', platforms: desktop, install: () => onEthereum({ isFordefi: true }) },
  { label: 'FoxWallet', platforms: mobile, install: () => atNamespace('foxwallet', { isFoxWallet: true }) },
  { label: 'Frame', platforms: desktop, install: () => onEthereum({ isFrame: true, connected: true }) },
  { label: 'Frontier', platforms: all, install: () => nestedIn('frontier', { isFrontier: true }) },
  {
    label: 'Huobi Wallet',
    platforms: mobile,
    install: () => onEthereum({ isHbWallet: true }),
    unsupported: [selectAccounts, switchChain],
  },
  {
    label: 'HyperPay',
    platforms: mobile,
    install: () => {
      const wallet = catalogueFakeWallet();
      return { target: { hiWallet: {}, ethereum: wallet }, wallet };
    },
    unsupported: [selectAccounts, switchChain],
  },
  { label: 'imToken', platforms: mobile, install: () => onEthereum({ isImToken: true }), unsupported: [selectAccounts] },
  { label: 'Infinity Wallet', platforms: desktop, install: () => onEthereum({ isInfinityWallet: true }) },
  { label: 'Kayros', platforms: desktop, install: () => atNamespace('kayros', { isKayros: true }) },
  {
    label: 'Keplr',
    platforms: all,
    externalUrl: 'https://www.keplr.app/download',
    install: () => onEthereum({ keplr: {}, isMetaMask: true }),
  },
  {
    label: 'Lif3 Wallet',
    platforms: mobile,
    install: () => onEthereum({ isLif3Wallet: true }),
    unsupported: [selectAccounts, switchChain],
  },
  {
    label: 'Liquality',
    platforms: desktop,
    install: () => onEthereum({ isLiquality: true }),
    unsupported: [selectAccounts, switchChain],
    skipsRemoveListener: true,
  },
  { label: 'MathWallet', platforms: all, install: () => onEthereum({ isMathWallet: true }) },
  { label: 'MeetOne', platforms: mobile, install: () => onEthereum({ wallet: 'MEETONE' }) },
  {
    label: 'MetaMask',
    platforms: all,
    externalUrl: 'https://metamask.io/download/',
    install: () => onEthereum({ isMetaMask: true }),
  },
  { label: 'MyKey', platforms: mobile, install: () => onEthereum({ isMYKEY: true }) },
  {
    label: 'OKX Wallet',
    platforms: all,
    externalUrl: 'https://okx.com/download',
    install: () => atNamespace('okxwallet', { isOkxWallet: true, isMetaMask: true }, true),
  },
  {
    label: 'OneKey',
    platforms: all,
    externalUrl: 'https://onekey.so/download/',
    install: () => nestedIn('$onekey', { isOneKey: true, isMetaMask: true }, true),
  },
  {
    label: 'Opera Wallet',
    platforms: all,
    install: () => onEthereum({ isOpera: true }),
    unsupported: [selectAccounts],
    requestAccountsAs: 'eth_accounts',
  },
  {
    label: 'OwnBit',
    platforms: mobile,
    install: () => onEthereum({ isOwnbit: true }),
    unsupported: [selectAccounts, switchChain],
    hexChainId: true,
    skipsOn: true,
    skipsRemoveListener: true,
  },
  {
    label: 'Phantom',
    platforms: all,
    externalUrl: 'https://phantom.com/download',
    install: () => nestedIn('phantom', { isPhantom: true, isMetaMask: true }, true),
  },
  { label: 'Rabby Wallet', platforms: ['desktop', 'mobile'], install: () => onEthereum({ isRabby: true, isMetaMask: true }) },
  { label: 'Rainbow', platforms: all, install: () => onEthereum({ isRainbow: true, isMetaMask: true }) },
  {
    label: 'Ronin Wallet',
    platforms: all,
    externalUrl: 'https://wallet.skymavis.com/',
    install: () => {
      const wallet = catalogueFakeWallet();
      return { target: { ronin: { provider: wallet } }, wallet };
    },
  },
  { label: 'Safeheron', platforms: chromiumDesktop, install: () => atNamespace('safeheron', { isSafeheron: true }) },
  { label: 'SafePal', platforms: all, install: () => onEthereum({ isSafePal: true, isMetaMask: true }) },
  { label: 'Sequence', platforms: all, install: () => onEthereum({ isSequence: true }) },
  { label: 'StableWallet', platforms: mobile, install: () => onEthereum({ isStableWallet: true }) },
  { label: 'Status Wallet', platforms: mobile, install: () => onEthereum({ isStatus: true }) },
  {
    label: 'SubWallet',
    platforms: all,
    externalUrl: 'https://www.subwallet.app/',
    install: () => atNamespace('SubWallet', { isSubWallet: true }),
  },
  { label: 'Taho', platforms: desktop, install: () => atNamespace('tally', { isTally: true }) },
  {
    label: 'Talisman',
    platforms: desktop,
    externalUrl: 'https://www.talisman.xyz/',
    install: () => atNamespace('talismanEth', { isTalisman: true }),
  },
  { label: 'Tokenary Wallet', platforms: all, install: () => onEthereum({ isTokenary: true }) },
  { label: 'TokenPocket', platforms: all, install: () => onEthereum({ isTokenPocket: true, isMetaMask: true }) },
  {
    label: 'TP Wallet',
    platforms: mobile,
    install: () => onEthereum({ isTp: true, isTokenPocket: true, isMetaMask: true }),
    unsupported: [selectAccounts, switchChain],
  },
  {
    label: 'Trust Wallet',
    platforms: all,
    externalUrl: 'https://trustwallet.com/download',
    install: () => atNamespace('trustwallet', { isTrust: true, isMetaMask: true }, true),
  },
  {
    label: 'XDEFI Wallet',
    platforms: all,
    externalUrl: 'https://xdefi.io/',
    install: () => nestedIn('xfi', { isXDEFI: true }),
  },
  { label: 'Zeal', platforms: desktop, install: () => atNamespace('zeal', { isZeal: true }) },
  { label: 'Zerion', platforms: all, install: () => onEthereum({ isZerion: true, isMetaMask: true }) },
  {
    label: 'Zodiac Pilot',
    platforms: desktop,
    externalUrl: 'https://pilot.gnosisguild.org/',
    install: () => onEthereum({ isZodiacPilot: true }),
  },
];

/** Wallets that may sit in `window[namespace].providers` beside others, and the flag that picks them. */
export interface ProvidersCase {
  label: string;
  namespace: string;
  flags: Record<string, unknown>;
  /**
   * A provider listed before the wallet's own that must NOT be picked: it also carries the
   * wallet's flag but is another wallet (the exclusive picks, TokenPocket vs TP Wallet).
   */
  impostor?: Record<string, unknown>;
}

export const providersCases: ProvidersCase[] = [
  { label: 'Bifrost Wallet', namespace: 'ethereum', flags: { isBifrost: true } },
  { label: 'BlockWallet', namespace: 'ethereum', flags: { isBlockWallet: true } },
  { label: 'Brave Wallet', namespace: 'ethereum', flags: { isBraveWallet: true } },
  { label: 'Coinbase Wallet', namespace: 'ethereum', flags: { isCoinbaseWallet: true } },
  { label: 'Core', namespace: 'avalanche', flags: { isAvalanche: true } },
  { label: 'Echooo', namespace: 'ethereum', flags: { isEchooo: true } },
  { label: 'Exodus', namespace: 'ethereum', flags: { isExodus: true } },
  {
    label: 'Fordefi',
    namespace: 'ethereum',
    flags: { isFordefi: true },
    impostor: { isFordefi: true, isExodus: true },
  },
  { label: 'Infinity Wallet', namespace: 'ethereum', flags: { isInfinityWallet: true } },
  { label: 'Keplr', namespace: 'ethereum', flags: { keplr: {} } },
  { label: 'MathWallet', namespace: 'ethereum', flags: { isMathWallet: true } },
  {
    label: 'MetaMask',
    namespace: 'ethereum',
    flags: { isMetaMask: true },
    impostor: { isMetaMask: true, isRabby: true },
  },
  { label: 'Rainbow', namespace: 'ethereum', flags: { isRainbow: true } },
  { label: 'StableWallet', namespace: 'ethereum', flags: { isStableWallet: true } },
  {
    label: 'TokenPocket',
    namespace: 'ethereum',
    flags: { isTokenPocket: true },
    impostor: { isTokenPocket: true, isTp: true },
  },
];
