/** The outcome of a check: the value, or why it was refused (for a developer, in English). */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * `data` as a plain record whose keys are all in `allowed` and include every one of `required`,
 * or why not. Stops counting at the first unknown key, so a record with a million keys costs no
 * more than one with nine.
 */
export function readPlainRecord(data: unknown, allowed: readonly string[], required: readonly string[]): Checked<Record<string, unknown>> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'the message is not an object' };
  const prototype: unknown = Object.getPrototypeOf(data);
  if (prototype !== Object.prototype && prototype !== null) return { ok: false, reason: 'the message is not a plain object' };
  const record = data as Record<string, unknown>;
  for (const key in record) {
    if (!allowed.includes(key)) return { ok: false, reason: `unexpected field "${key.slice(0, 40)}"` };
  }
  for (const key of required) {
    if (!Object.hasOwn(record, key)) return { ok: false, reason: `missing field "${key}"` };
  }
  return { ok: true, value: record };
}

/** A string matching `pattern`, checked for length before the pattern runs. */
export function isShortMatch(value: unknown, pattern: RegExp, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength && pattern.test(value);
}

/** A whole number in [min, max]. */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
