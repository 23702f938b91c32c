// The public API of @site/wallet-core. Every export here is covered by the API snapshot test.

export { WalletCoreError, type WalletCoreErrorOptions } from './errors/base-error.ts';
export { ValidationError, type ValidationIssue } from './errors/validation-error.ts';
export type { ChainId, ChainInput, Chain, SecondaryToken } from './chains/types.ts';
export type {
  RequestArguments,
  ProviderEvent,
  ProviderListener,
  EIP1193Provider,
  RequestOverride,
  RequestOverrides,
} from './provider/types.ts';
export type {
  AppMetadata,
  WalletInterface,
  GetInterfaceHelpers,
  ProviderIdentityHelpers,
  WalletModule,
  WalletSource,
  EIP6963ProviderInfo,
  EIP6963ProviderDetail,
} from './wallets/types.ts';
export type { Device, DeviceType } from './platform/types.ts';
export type { TermsAgreement, WalletStorage, KeyValueStorage } from './storage/types.ts';
export type {
  ConnectStep,
  NameRecord,
  Balance,
  Account,
  ConnectedWallet,
  AvailableWallet,
  ConnectStatus,
  ConnectionState,
  ChainSwitchStatus,
  ChainSwitchState,
  WalletConnectorState,
  ConnectOutcome,
  SetChainOutcome,
  NameResolver,
  WalletConnectorConfig,
  WalletConnectorEvents,
  WalletConnector,
} from './connection/types.ts';
