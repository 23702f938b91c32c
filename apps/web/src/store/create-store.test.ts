import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store.ts';

describe('createStore', () => {
  it('notifies subscribers of changes only, and stops after unsubscribe', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(2);
    store.set(2);
    store.set((previous) => previous + 1);
    expect(store.get()).toBe(3);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
