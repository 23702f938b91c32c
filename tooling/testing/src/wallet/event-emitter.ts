type Listener = (...args: never[]) => void;

interface Registration {
  readonly listener: Listener;
  readonly once: boolean;
}

export interface EventEmitter {
  on(event: string, listener: Listener): void;
  once(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  removeAll(event?: string): void;
  count(event: string): number;
  emit(event: string, ...args: unknown[]): void;
}

/**
 * A small emitter with Node's semantics: the same listener may be added twice, `off` removes the
 * most recent registration, and a listener that throws does not stop the others (its error is
 * rethrown asynchronously so the test run still reports it).
 */
export function createEventEmitter(): EventEmitter {
  const registrations = new Map<string, Registration[]>();

  const removeAt = (event: string, list: Registration[], index: number): void => {
    list.splice(index, 1);
    if (list.length === 0) registrations.delete(event);
  };

  const remove = (event: string, listener: Listener): void => {
    const list = registrations.get(event) ?? [];
    for (let index = list.length - 1; index >= 0; index--) {
      if (list[index]?.listener === listener) {
        removeAt(event, list, index);
        return;
      }
    }
  };

  const add = (event: string, listener: Listener, once: boolean): void => {
    if (typeof listener !== 'function') throw new TypeError(`The "${event}" listener must be a function`);
    const list = registrations.get(event) ?? [];
    list.push({ listener, once });
    registrations.set(event, list);
  };

  return {
    on: (event, listener) => { add(event, listener, false); },
    once: (event, listener) => { add(event, listener, true); },
    off: remove,
    removeAll: (event) => {
      if (event === undefined) registrations.clear();
      else registrations.delete(event);
    },
    count: (event) => registrations.get(event)?.length ?? 0,
    emit: (event, ...args) => {
      for (const registration of [...(registrations.get(event) ?? [])]) {
        if (registration.once) {
          const list = registrations.get(event) ?? [];
          const index = list.indexOf(registration);
          if (index >= 0) removeAt(event, list, index);
        }
        try {
          (registration.listener as (...values: unknown[]) => void)(...args);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
