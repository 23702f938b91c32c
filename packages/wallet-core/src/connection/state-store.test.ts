import { describe, expect, it, vi } from 'vitest';
import { createStateStore } from './state-store.ts';

describe('createStateStore', () => {
  it('gives the same snapshot while nothing changes and a new frozen one on a change', () => {
    const onChange = vi.fn();
    const store = createStateStore({ count: 0, list: [1] as readonly number[] }, onChange);
    const first = store.getState();
    expect(Object.isFrozen(first)).toBe(true);
    store.update({ count: 0, list: first.list });
    expect(store.getState()).toBe(first);
    expect(onChange).not.toHaveBeenCalled();

    store.update((state) => ({ count: state.count + 1 }));
    const second = store.getState();
    expect(second).not.toBe(first);
    expect(second).toEqual({ count: 1, list: [1] });
    expect(first.count).toBe(0);
    expect(onChange).toHaveBeenCalledWith(second);
  });

  it('notifies subscribers until they unsubscribe, and survives a throwing one', () => {
    const store = createStateStore({ value: 'a' });
    const seen: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.subscribe(() => {
      throw new Error('broken subscriber');
    });
    const unsubscribe = store.subscribe((state) => seen.push(state.value));
    store.update({ value: 'b' });
    unsubscribe();
    store.update({ value: 'c' });
    expect(seen).toEqual(['b']);
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
