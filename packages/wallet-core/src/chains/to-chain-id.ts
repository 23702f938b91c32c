import { ValidationError } from '../errors/validation-error.ts';
import { describeValue } from './describe-value.ts';
import type { ChainId } from './types.ts';

/** Why an id was refused; the schema reuses it so both say the same thing. */
export const chainIdRule = 'must be a non-zero 0x-prefixed hex string or a positive safe integer';

/** The normalised id, or `undefined` when `value` is not a valid chain id. Never throws. */
export function parseChainId(value: unknown): ChainId | undefined {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0 ? `0x${value.toString(16)}` : undefined;
  }
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) return undefined;
  const digits = value.slice(2).toLowerCase().replace(/^0+/, '');
  return digits === '' ? undefined : `0x${digits}`;
}

/**
 * Normalises a chain id written as hex (any case, `0x` or `0X`) or as a positive safe integer to
 * lowercase `0x…` hex without leading zeros: `1116`, `'0x45C'` and `'0x045c'` all give `'0x45c'`.
 * Throws `ValidationError` for anything else (zero, negatives, fractions, NaN, `'0x'`, decimal
 * strings).
 */
export function toChainId(id: string | number): ChainId {
  const chainId = parseChainId(id);
  if (chainId === undefined) {
    throw new ValidationError('chain id', [{ path: '', message: `${describeValue(id)} ${chainIdRule}` }]);
  }
  return chainId;
}
