/**
 * Whether the connect modal is open, kept outside React so that any code can open it: a header
 * button before the wallet UI has even loaded, a route guard, a plain script. Give it to
 * `<WalletProvider connectModal={…}>`; a provider without one keeps its own.
 */
export interface ConnectModalStore {
  // Properties, not methods: each works on its own (`onClick={store.open}`).
  isOpen: () => boolean;
  open: () => void;
  close: () => void;
  /** Calls `listener` with the new value on every change; returns the unsubscribe function. */
  subscribe: (listener: (isOpen: boolean) => void) => () => void;
}

export function createConnectModalStore(): ConnectModalStore {
  let open = false;
  const listeners = new Set<(isOpen: boolean) => void>();
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    for (const listener of [...listeners]) listener(next);
  };
  return {
    isOpen: () => open,
    open: () => {
      set(true);
    },
    close: () => {
      set(false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
