import type { Chain } from '../chains/types.ts';
import type { EIP1193Provider } from '../provider/types.ts';

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

/** What the wallet list is filtered by: device type, OS name and browser name (bowser's names). */
export interface Device {
  type: DeviceType | null;
  os: { name: string; version?: string | undefined } | null;
  browser: { name: string; version?: string | undefined } | null;
}

export interface AppMetadata {
  name: string;
  /** SVG markup or an image URL. */
  icon?: string;
  description?: string;
}

export interface WalletInterface {
  provider: EIP1193Provider;
  instance?: unknown;
}

export interface GetInterfaceHelpers {
  chains: readonly Chain[];
  appMetadata: AppMetadata | null;
}

export interface ProviderIdentityHelpers {
  /** The value at `window[injectedNamespace]`, untrusted. */
  provider: unknown;
  device: Device;
}

/**
 * One wallet the connector can offer. Built-in entries come from `injectedWallets()`;
 * EIP-6963 announcements and custom modules take the same shape.
 */
export interface WalletModule {
  label: string;
  /** SVG markup or an image URL; loaded only when the wallet is shown. */
  getIcon: () => Promise<string>;
  getInterface: (helpers?: GetInterfaceHelpers) => Promise<WalletInterface>;
  /** Property of `window` where the wallet injects its provider. */
  injectedNamespace: string;
  checkProviderIdentity: (helpers: ProviderIdentityHelpers) => boolean;
  /** Device types (`desktop`, `mobile`, `all`), OS names or browser names. Omitted: all. */
  platforms?: string[];
  /** Where to get the wallet when it is not installed. */
  externalUrl?: string;
  /** Where the module came from; EIP-6963 and custom modules win over the catalogue. */
  source?: WalletSource;
}

export type WalletSource = 'catalogue' | 'eip6963' | 'custom';

/** EIP-6963 `info` of an announced provider. */
export interface EIP6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface EIP6963ProviderDetail {
  info: EIP6963ProviderInfo;
  provider: EIP1193Provider;
}

/** One wallet the visitor can be offered, and whether its provider is present on this page. */
export interface WalletOption {
  wallet: WalletModule;
  installed: boolean;
}
