export type DeviceType = 'desktop' | 'mobile' | 'tablet';

/** What the wallet list is filtered by: device type, OS name and browser name (bowser's names). */
export interface Device {
  type: DeviceType | null;
  os: { name: string; version?: string | undefined } | null;
  browser: { name: string; version?: string | undefined } | null;
}

export interface FilterWalletsOptions {
  /**
   * Where injected providers live (`target[wallet.injectedNamespace]`). Defaults to
   * `globalThis`, read when `filterWallets` runs, never at import.
   */
  target?: object;
}
