/**
 * A joi schema built on its first use, then kept. Building joi schemas takes real time on a slow
 * phone, and importing the package must not do work that only validation needs.
 */
export function lazySchema<T>(build: () => T): () => T {
  let schema: T | undefined;
  return () => (schema ??= build());
}
