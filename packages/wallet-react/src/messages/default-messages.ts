/**
 * Every string the modals show, in English. Placeholders in braces (`{wallet}`) are filled in at
 * render time; an app replaces any of these through the provider's `messages` prop.
 */
export const defaultMessages = {
  close: 'Close',
  back: 'Back to wallets',
  tryAgain: 'Try again',

  selectTitle: 'Connect a wallet',
  installedHeading: 'Installed',
  moreWalletsHeading: 'More wallets',
  install: 'Install',
  noWallets: 'No wallet was found in this browser.',
  termsAgreement: 'I agree to the {terms} and the {privacy}.',
  termsAgreementTermsOnly: 'I agree to the {terms}.',
  termsAgreementPrivacyOnly: 'I agree to the {privacy}.',
  termsLink: 'Terms of Service',
  privacyLink: 'Privacy Policy',
  termsRequired: 'Tick the box above to choose a wallet.',
  whyNoWallet: "Why don't I see my wallet?",
  whyNoWalletAnswer:
    'Wallets installed in this browser are listed under Installed; the others need installing first. If yours is installed but missing, unlock it or enable its extension, then reload this page.',
  noWalletLink: "I don't have a wallet",
  otherSignInText: 'No wallet? You can sign in another way.',
  otherSignInLink: 'Other ways to sign in',

  disabledTitle: 'No wallets here',
  disabledTelegramMiniApp:
    'Telegram mini apps can only use wallets connected through TON Connect, so no wallet can be connected here.',

  webviewTitleTelegram: 'Wallets cannot connect inside Telegram',
  webviewTitle: 'No wallet in this browser',
  webviewExplanationTelegram:
    "Telegram's built-in browser has no wallet. Open this page in your browser or in a wallet app's own browser to connect.",
  webviewExplanation:
    "This in-app browser has no wallet. Open this page in your browser or in a wallet app's own browser to connect.",
  openInBrowser: 'Open in browser',
  openInWallet: 'Open in {wallet}',

  connectingTitle: 'Connecting to {wallet}',
  connectingHint: 'Approve the connection request in {wallet}.',
  pendingTitle: 'Finish in {wallet}',
  pendingHint:
    '{wallet} already has a request open. Open {wallet}, unlock it and finish the request there. This screen continues by itself once you do.',
  rejectedTitle: 'Request declined',
  rejectedHint: 'The connection request was declined in {wallet}. You can try again or choose another wallet.',
  unavailableTitle: '{wallet} is not available',
  unavailableWithLink: 'Please install or switch to {wallet} to continue',
  unavailableNoLink: 'Please install or enable {wallet} to continue',
  failedTitle: 'Could not connect to {wallet}',
  failedHint: 'Something went wrong: {error}',
  unknownError: 'Unknown error',
  cancel: 'Cancel',

  connectedTitle: 'Connected',
  connectedHint: '{wallet} is connected.',

  switchChainTitle: 'Switch network',
  switchChainHint: 'This app needs the {chain} network. Switch to it in your wallet to continue.',
  switchChainUnsupported:
    'Some wallets cannot switch networks for you. If yours cannot, change the network in the wallet yourself.',
  switchChainRetry: 'Try again',
  switchChainSwitching: 'Switching…',
  dismiss: 'Dismiss',
  unknownChain: 'required',

  actionRequiredTitle: 'Action required',
  actionRequiredHint:
    '{wallet} is waiting for you. Open it and finish the action there, for example switching the active account, then continue here.',
  actionRequiredWalletFallback: 'Your wallet',
  ok: 'OK',
} as const;

type DefaultMessages = typeof defaultMessages;

/** The key of one message. */
export type MessageKey = keyof DefaultMessages;

/** Every message, as an app may write it. */
export type WalletMessages = { readonly [K in MessageKey]: string };

type PlaceholdersOf<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The placeholder names of a message, read from its English default (`{wallet}` → `'wallet'`). */
export type MessagePlaceholder<K extends MessageKey> = PlaceholdersOf<DefaultMessages[K]>;
