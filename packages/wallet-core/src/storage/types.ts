/** The terms the visitor agreed to, remembered with their version. */
export interface TermsAgreement {
  version: string;
  terms: boolean;
  privacy: boolean;
}

/**
 * Everything the connector remembers between visits. Every method is safe: blocked storage,
 * quota errors and corrupt JSON read as empty and never throw.
 */
export interface WalletStorage {
  /** Labels of the wallets connected before, most recent first. */
  getLastConnected(): string[];
  /** Moves `label` to the front of the last-connected list. */
  rememberConnected(label: string): void;
  forgetConnected(label: string): void;
  getAgreement(): TermsAgreement | null;
  setAgreement(agreement: TermsAgreement): void;
  /** Sticky disconnect: set when the visitor disconnects, so a reload does not reconnect. */
  isDisconnected(): boolean;
  setDisconnected(disconnected: boolean): void;
}

/** The subset of the Web Storage API the wallet storage needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CreateWalletStorageOptions {
  /**
   * Where to keep the values: a storage object, or a function returning one (called on every
   * access, so it may start or stop being available). Defaults to `localStorage`, looked up on
   * every access and never at import; when it is missing or blocked, reads are empty and writes
   * are dropped.
   */
  storage?: KeyValueStorage | (() => KeyValueStorage | undefined);
  /** Prepended to every key. Default `site-wallet:`. */
  prefix?: string;
}
