// The public API of @site/wallet-core. Every export here is covered by the API snapshot test.

export { WalletCoreError, type WalletCoreErrorOptions } from './errors/base-error.ts';
export { ValidationError, type ValidationIssue } from './errors/validation-error.ts';
export type {
  ChainId,
  ChainInput,
  Chain,
  SecondaryToken,
  ChainStyle,
  BlockExplorer,
  KnownChain,
} from './chains/types.ts';
export { toChainId } from './chains/to-chain-id.ts';
export { validateChain } from './chains/validate-chain.ts';
export { validateChains } from './chains/validate-chains.ts';
export { knownChains } from './chains/known-chains.ts';
export { getChainStyle, neutralChainColor } from './chains/get-chain-style.ts';
export { getBlockExplorer, defaultExplorerName } from './chains/get-block-explorer.ts';
export { coreChain } from './chains/core-chain.ts';
export type {
  Hex,
  ByteArray,
  IsHexOptions,
  HexToBigIntOptions,
  HexToNumberOptions,
  HexToBoolOptions,
  NumberToHexOptions,
} from './hex/types.ts';
export { isHex } from './hex/is-hex.ts';
export { size } from './hex/size.ts';
export { hexToBool } from './hex/hex-to-bool.ts';
export { hexToBigInt } from './hex/hex-to-big-int.ts';
export { hexToNumber } from './hex/hex-to-number.ts';
export { numberToHex } from './hex/number-to-hex.ts';
export {
  InvalidHexBooleanError,
  SizeOverflowError,
  IntegerOutOfRangeError,
  InvalidHexValueError,
  InvalidIntegerError,
  type IntegerOutOfRangeDetails,
} from './errors/hex-errors.ts';
export type {
  RequestArguments,
  ProviderEvent,
  ProviderListener,
  EIP1193Provider,
  RequestOverride,
  RequestOverrides,
} from './provider/types.ts';
export { ProviderRpcErrorCode, UNKNOWN_PROVIDER_ERROR_CODE } from './errors/provider-error-codes.ts';
export { readErrorCode } from './provider/read-error-code.ts';
export { toProviderRpcError, type ProviderErrorContext } from './provider/to-provider-rpc-error.ts';
export { createEIP1193Provider } from './provider/create-eip1193-provider.ts';
export {
  ProviderRpcError,
  UserRejectedRequestError,
  RequestAlreadyPendingError,
  ChainNotAddedError,
  UnsupportedMethodError,
  unsupportedMethodMessage,
  type ProviderRpcErrorOptions,
  type WalletMessageOptions,
} from './errors/provider-errors.ts';
export {
  connectionMessages,
  walletUnavailableMessage,
  WalletUnavailableError,
  ChainNotConfiguredError,
  NoChainsError,
  WalletNotDefinedError,
  WalletNotConnectedError,
  FrameNotConnectedError,
} from './errors/connection-errors.ts';
export type {
  AppMetadata,
  WalletInterface,
  GetInterfaceHelpers,
  ProviderIdentityHelpers,
  WalletModule,
  WalletOption,
  WalletSource,
  EIP6963ProviderInfo,
  EIP6963ProviderDetail,
} from './wallets/types.ts';
export { validateWalletModule } from './wallets/validate-wallet-module.ts';
export { validateAnnouncedProvider } from './wallets/validate-announced-provider.ts';
export { validateAppMetadata } from './wallets/validate-app-metadata.ts';
export { isSafeIcon } from './icons/is-safe-icon.ts';
export { toSafeIconSrc } from './icons/to-safe-icon-src.ts';
export type { Device, DeviceType } from './wallets/types.ts';
export type { FilterWalletsOptions } from './platform/types.ts';
export { getDevice } from './platform/get-device.ts';
export { filterWallets } from './platform/filter-wallets.ts';
export type { TermsAgreement, WalletStorage, KeyValueStorage, CreateWalletStorageOptions } from './storage/types.ts';
export { createWalletStorage } from './storage/create-wallet-storage.ts';
export type {
  ConnectStep,
  NameRecord,
  Account,
  ConnectedWallet,
  ConnectStatus,
  ConnectionState,
  ChainSwitchStatus,
  ChainSwitchState,
  WalletConnectorState,
  WalletHost,
  WalletsDisabled,
  ConnectOutcome,
  SetChainOutcome,
  AccountSelectionOutcome,
  NameResolver,
  WalletConnectorConfig,
  WalletConnectorEvents,
  WalletConnector,
} from './connection/types.ts';
export type { AvailableWallet } from './discovery/types.ts';
export type { Balance } from './wallet-rpc/types.ts';
export { createWalletConnector } from './connection/create-wallet-connector.ts';
export { injectedWallets } from './catalogue/injected-wallets.ts';
export { selectPrimaryWallet, selectPrimaryAccount } from './connection/select-primary-account.ts';
export { selectConnectInProgress } from './connection/select-connect-in-progress.ts';
export { selectDisconnectPending } from './connection/select-disconnect-pending.ts';
export type { InjectedWalletsOptions } from './catalogue/types.ts';
