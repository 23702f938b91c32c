import { useSyncExternalStore } from 'react';
import type { Store } from './create-store.ts';

/** Subscribes a component to a store made by `createStore`. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
