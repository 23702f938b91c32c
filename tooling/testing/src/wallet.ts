// Browser-safe: the in-page EIP-1193 / EIP-6963 test wallet.
export { announceTestWallet } from './wallet/announce-test-wallet.ts';
export type { AnnounceTestWalletOptions, TestWalletAnnouncement } from './wallet/announce-test-wallet.ts';
export { testWalletControlNames } from './wallet/control-names.ts';
export type { TestWalletControlName } from './wallet/control-names.ts';
export { createMemoryStorage } from './wallet/create-memory-storage.ts';
export { createTestWallet } from './wallet/create-test-wallet.ts';
export { testWalletIcon } from './wallet/default-info.ts';
export { injectLate } from './wallet/inject-late.ts';
export type { LateInjection } from './wallet/inject-late.ts';
export { setWindowEthereum } from './wallet/place-window-ethereum.ts';
export { TestProviderRpcError } from './wallet/provider-rpc-error.ts';
export { createTestWalletGlobal } from './wallet/test-wallet-global.ts';
export type { TestWalletGlobal, TestWalletInstallConfig } from './wallet/test-wallet-global.ts';
export type {
  AccountAccessBehaviour,
  AddEthereumChainParameter,
  BehaviourOptions,
  ChainIdAnswer,
  ChainIdFormat,
  Eip6963ProviderInfo,
  ProviderConnectInfo,
  ProviderMessage,
  ProviderRpcErrorShape,
  RequestArguments,
  RequestLogEntry,
  ScriptedReply,
  SwitchChainBehaviour,
  TestEip1193Provider,
  TestWallet,
  TestWalletControls,
  TestWalletEventName,
  TestWalletEvents,
  TestWalletOptions,
  TestWalletState,
  UnknownChainVariant,
} from './wallet/types.ts';
