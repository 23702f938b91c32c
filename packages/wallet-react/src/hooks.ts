// @site/wallet-react/hooks: the provider, the hooks and the connect-modal store, without the
// modals and without the stylesheet (headless). Every export here is covered by the API snapshot test.
export { WalletProvider, type WalletProviderProps } from './provider/wallet-provider.tsx';
export type { WalletTheme, ModalContainer, ConnectModalControls } from './provider/contexts.ts';
export { createConnectModalStore, type ConnectModalStore } from './provider/connect-modal-store.ts';
export type { ConnectorOption, RequiredConnectorOption } from './hooks/connector-option.ts';
export { useWalletConnector } from './hooks/use-wallet-connector.ts';
export { useWalletState } from './hooks/use-wallet-state.ts';
export { useWallets } from './hooks/use-wallets.ts';
export { usePrimaryWallet } from './hooks/use-primary-wallet.ts';
export { usePrimaryAccount } from './hooks/use-primary-account.ts';
export { useAvailableWallets } from './hooks/use-available-wallets.ts';
export { useChain, type ChainInfo } from './hooks/use-chain.ts';
export { useSetChain, type SetChainControls } from './hooks/use-set-chain.ts';
export { useConnect, type ConnectControls } from './hooks/use-connect.ts';
export { useDisconnect, type DisconnectControls } from './hooks/use-disconnect.ts';
export { useConnectModal } from './hooks/use-connect-modal.ts';
export { MissingProviderError } from './errors/missing-provider-error.ts';
