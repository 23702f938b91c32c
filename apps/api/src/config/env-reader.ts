import { originOf, originProblem } from './origin-setting.ts';
import { settings, type BooleanSettingName, type IntegerSettingName } from './settings.ts';

/** Names that look like a secret's but hold none: their bad values are shown. */
const notSecret = new Set(['PASSWORD_HASH_COST']);

/**
 * Reads environment variables one by one and collects every problem, so a bad start-up names
 * all the bad variables at once. Values of variables whose name says secret are never echoed.
 */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Record<string, string | undefined>) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  private shown(name: string, value: string): string {
    return /SECRET|TOKEN|PASSWORD|KEY/.test(name) && !notSecret.has(name) ? '(hidden)' : JSON.stringify(value);
  }

  private fail(name: string, value: string, expected: string): void {
    this.problems.push(`${name}: ${expected} (got ${this.shown(name, value)})`);
  }

  /** A declared setting (settings.ts), with the declaration's default and bounds. */
  setting(name: IntegerSettingName): number;
  setting(name: BooleanSettingName): boolean;
  setting(name: IntegerSettingName | BooleanSettingName): number | boolean {
    const declared = settings[name];
    return declared.kind === 'integer' ? this.integer(name, declared.default, declared) : this.boolean(name, declared.default);
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  optionalString(name: string): string | null {
    return this.raw(name) ?? null;
  }

  integer(name: string, fallback: number, range: { min: number; max: number }): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < range.min || parsed > range.max) {
      this.fail(name, value, `must be a whole number from ${range.min} to ${range.max}`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
    this.fail(name, value, 'must be true or false');
    return fallback;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.fail(name, value, `must be one of ${allowed.join(', ')}`);
    return fallback;
  }

  /** A URL whose protocol is one of `protocols`; returned without a trailing slash. */
  url(name: string, fallback: string | null, protocols: readonly string[]): string | null {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    try {
      const url = new URL(value);
      if (protocols.includes(url.protocol)) return value.replace(/\/+$/, '');
    } catch {
      // reported below
    }
    const schemes = protocols.map((protocol) => protocol.replace(':', ''));
    // Read out, http and smtp begin with a vowel sound: "an http or https URL", "a postgres URL".
    const article = /^(?:http|smtp)/.test(schemes[0] ?? '') ? 'an' : 'a';
    this.fail(name, value, `must be ${article} ${schemes.join(' or ')} URL`);
    return fallback;
  }

  /** An http(s) origin (origin-setting.ts), returned as its origin (no trailing slash); anything more is refused, never cut. */
  origin(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const origin = originOf(value);
    if (origin === null) this.problems.push(originProblem(name, value));
    return origin ?? fallback;
  }

  /** Comma-separated http(s) origins, each as {@link origin} reads one; a refused entry is named and left out. */
  origins(name: string): string[] {
    return this.list(name).flatMap((entry) => {
      const origin = originOf(entry);
      if (origin === null) this.problems.push(originProblem(name, entry, { eachEntry: true }));
      return origin === null ? [] : [origin];
    });
  }

  list(name: string): string[] {
    return (this.raw(name) ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
  }

  /** Variables that only make sense together: all set, or none. Returns the values when all are set. */
  group<Names extends string>(names: readonly Names[]): Record<Names, string> | null {
    const values = names.map((name) => this.raw(name));
    const set = values.filter((value) => value !== undefined).length;
    if (set === 0) return null;
    if (set < names.length) {
      const missing = names.filter((_, index) => values[index] === undefined);
      this.problems.push(`${missing.join(', ')}: must be set together with ${names.filter((name) => !missing.includes(name)).join(', ')}`);
      return null;
    }
    return Object.fromEntries(names.map((name, index) => [name, values[index]])) as Record<Names, string>;
  }
}
