// The public API of @site/wallet-react: everything, with the stylesheet (`./hooks` is the same
// without the modals and the CSS). Every export here is covered by the API snapshot test.
import './styles.css';

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
export { ConnectModal, type ConnectModalProps } from './modal/connect-modal.tsx';
export { CONNECTED_CLOSE_DELAY_MS } from './modal/connected-step.tsx';
export { SwitchChainModal } from './modal/switch-chain-modal.tsx';
export { ActionRequiredModal, type ActionRequiredModalProps } from './modal/action-required-modal.tsx';
export { walletBrowserLinks, type WalletBrowserLink } from './modal/wallet-browser-links.ts';
export { defaultMessages, type WalletMessages, type MessageKey, type MessagePlaceholder } from './messages/default-messages.ts';
export { MissingProviderError } from './errors/missing-provider-error.ts';
export { ModalContainerError } from './errors/modal-container-error.ts';
