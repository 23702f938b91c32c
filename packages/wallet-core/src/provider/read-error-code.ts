import { readProperty } from './read-property.ts';

function asCode(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  // A few wallets send the code as a numeric string.
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value)) return Number(value);
  return undefined;
}

/**
 * The RPC error code of anything a wallet throws, or `undefined` when it carries none.
 * MetaMask Mobile wraps the real code (e.g. 4902) in `data.originalError.code` under a generic
 * -32603, so the wrapped code wins when present.
 */
export function readErrorCode(error: unknown): number | undefined {
  const wrapped = asCode(readProperty(readProperty(readProperty(error, 'data'), 'originalError'), 'code'));
  return wrapped ?? asCode(readProperty(error, 'code'));
}
