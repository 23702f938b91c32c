import { validateWith } from '../validation/from-joi.ts';
import { chainMessages, chainSchema } from './chain-schema.ts';
import type { Chain } from './types.ts';

/**
 * Checks one chain configuration (README, "Chains") and returns a normalised copy: lowercase hex `id`,
 * `namespace: 'evm'`, `decimals` (default 18). Throws `ValidationError` naming every offending
 * field, e.g. `id` or `secondaryTokens[5]`. The input is never modified.
 */
export function validateChain(input: unknown): Chain {
  return validateWith(chainSchema(), input, 'chain', chainMessages);
}
