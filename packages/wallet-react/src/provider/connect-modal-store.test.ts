import { describe, expect, it } from 'vitest';
import { createConnectModalStore } from './connect-modal-store.ts';

describe('createConnectModalStore', () => {
  it('starts closed, tells subscribers of each change once, and stops after unsubscribe', () => {
    const store = createConnectModalStore();
    const seen: boolean[] = [];
    const stop = store.subscribe((isOpen) => seen.push(isOpen));
    expect(store.isOpen()).toBe(false);
    store.open();
    store.open();
    expect(store.isOpen()).toBe(true);
    store.close();
    stop();
    store.open();
    expect(seen).toEqual([true, false]);
    expect(store.isOpen()).toBe(true);
  });
});
