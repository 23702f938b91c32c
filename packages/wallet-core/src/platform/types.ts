export interface FilterWalletsOptions {
  /**
   * Where injected providers live (`target[wallet.injectedNamespace]`). Defaults to
   * `globalThis`, read when `filterWallets` runs, never at import.
   */
  target?: object;
}
