import { createStore } from '../store/create-store.ts';

export interface ConnectModalOpener {
  open: () => void;
}

/** Set by the lazily loaded wallet UI once its modal can open; null until then. */
export const connectModalOpener = createStore<ConnectModalOpener | null>(null);

/** The visitor asked for the modal before the wallet UI was ready: it opens as soon as it is. */
export const connectModalRequested = createStore(false);

/** Opens the wallet connect modal now, or as soon as the wallet UI has loaded. */
export function openConnectModal(): void {
  const opener = connectModalOpener.get();
  if (opener) opener.open();
  else connectModalRequested.set(true);
}
