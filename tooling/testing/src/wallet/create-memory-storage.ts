/**
 * A Web Storage of its own, backed by a Map: a connector's storage in tests, so test files that
 * run side by side never share localStorage, and one test can "reload the page" over the same
 * storage. The one memory storage of the repository's tests.
 */
export function createMemoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => {
      values.clear();
    },
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}
