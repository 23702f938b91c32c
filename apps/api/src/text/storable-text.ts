/**
 * Text the database cannot store: PostgreSQL's `text` and `jsonb` refuse NUL (U+0000, error
 * 22P05) and a string that is not whole UTF-16, half of a surrogate pair (22P02, 22021), on
 * PostgreSQL and on PGlite alike. The request decoding (`http/storable-text-guard.ts`) refuses
 * such text in every string and key of a request, at any depth (docs/architecture.md, "Security rules").
 */

// No `u` flag: the point is to see the halves of surrogate pairs one by one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorableEverywhere = new RegExp(unstorable.source, 'g');

/** Whether the database can store `text` as it is. */
export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/** `text` with each NUL and each half of a surrogate pair replaced by U+FFFD, as a UTF-8 decoder would. */
export function storableText(text: string): string {
  return text.replace(unstorableEverywhere, '\ufffd');
}

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/** Where text the database cannot store is: a string at `path`, or a key of the object at `path`. */
export interface UnstorableText {
  path: string[];
  inKey: boolean;
}

/**
 * The first string or object key in `value` the database cannot store, or null when every one
 * can be. Walks without recursion: a JSON body may nest thousands of levels deep within its size limit.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const here = visit.value;
    if (typeof here === 'string') {
      if (!isStorableText(here)) return { path: pathOf(visit), inKey: false };
    } else if (here !== null && typeof here === 'object') {
      for (const [key, child] of Object.entries(here)) {
        if (!isStorableText(key)) return { path: pathOf(visit), inKey: true };
        stack.push({ value: child as unknown, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * Replaces, in place, every string and object key in `value` the database cannot store by its
 * `storableText`, at any depth; returns `value`, or its replacement when it is such a string.
 */
export function makeTextStorable<Value>(value: Value): Value {
  if (typeof value === 'string') return storableText(value) as Value;
  const stack: unknown[] = [value];
  for (let here = stack.pop(); here !== undefined; here = stack.pop()) {
    if (here === null || typeof here !== 'object') continue;
    const record = here as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      const storableKey = storableText(key);
      const storableChild = typeof child === 'string' ? storableText(child) : child;
      if (storableKey !== key) Reflect.deleteProperty(record, key);
      if (storableKey !== key || storableChild !== child) record[storableKey] = storableChild;
      stack.push(storableChild);
    }
  }
  return value;
}
