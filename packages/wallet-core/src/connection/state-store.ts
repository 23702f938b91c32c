/**
 * A tiny external store: `getState` returns an immutable snapshot that changes identity only when
 * something changed, so `useSyncExternalStore` re-renders exactly when needed.
 */
export interface StateStore<State extends object> {
  getState(): State;
  /** Applies a patch; nothing happens (same snapshot, no notification) when every value is unchanged. */
  update(patch: Partial<State> | ((state: State) => Partial<State>)): void;
  subscribe(listener: (state: State) => void): () => void;
  clearListeners(): void;
}

export function createStateStore<State extends object>(
  initial: State,
  onChange?: (state: State) => void,
): StateStore<State> {
  let state = Object.freeze({ ...initial });
  const listeners = new Set<(state: State) => void>();

  return {
    getState: () => state,
    update(patch) {
      const changes = typeof patch === 'function' ? patch(state) : patch;
      const keys = Object.keys(changes) as (keyof State)[];
      if (keys.every((key) => Object.is(state[key], changes[key]))) return;
      state = Object.freeze({ ...state, ...changes });
      const snapshot = state;
      onChange?.(snapshot);
      for (const listener of [...listeners]) {
        try {
          listener(snapshot);
        } catch (error) {
          // One broken subscriber must not stop the others or the engine.
          console.error(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clearListeners() {
      listeners.clear();
    },
  };
}
