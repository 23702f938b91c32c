import { validateWith } from '../validation/from-joi.ts';
import { chainListSchema, chainMessages } from './chain-schema.ts';
import type { Chain } from './types.ts';

/**
 * Checks a non-empty list of chain configurations and returns normalised copies (see
 * `validateChain`). Duplicate ids are refused after normalisation, so `'0x1'`, `1` and `'0X1'` are
 * the same chain. Throws `ValidationError` naming every offending path, e.g. `chains[1].id`.
 */
export function validateChains(input: unknown): Chain[] {
  // A missing list means "no chains", which gets the same message as an empty one.
  return validateWith(chainListSchema(), { chains: input ?? [] }, 'chains', chainMessages).chains;
}
