import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { validateChains } from './validate-chains.ts';

function issuesOf(input: unknown): ValidationError {
  try {
    validateChains(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error('expected validateChains to throw');
}

describe('validateChains', () => {
  it('returns normalised copies of every chain', () => {
    const input = [{ id: 1116, label: 'Core Mainnet' }, { id: '0xA' }];
    expect(validateChains(input)).toEqual([
      { id: '0x45c', namespace: 'evm', decimals: 18, label: 'Core Mainnet' },
      { id: '0xa', namespace: 'evm', decimals: 18 },
    ]);
    expect(input[0]).toEqual({ id: 1116, label: 'Core Mainnet' });
  });

  it('requires at least one chain, with the documented wording', () => {
    const message = 'Invalid chains: "chains" is empty: at least one chain must be set before connecting a wallet';
    expect(issuesOf([]).message).toBe(message);
    expect(issuesOf(undefined).message).toBe(message);
    expect(issuesOf(null).message).toBe(message);
    expect(issuesOf({ id: 1 }).message).toBe('Invalid chains: "chains" must be an array');
  });

  it('refuses duplicate ids after normalisation, naming each repeat', () => {
    expect(issuesOf([{ id: '0x1' }, { id: 1 }, { id: '0X1' }, { id: '0x01' }]).message).toBe(
      'Invalid chains: "chains[1].id" repeats the id 0x1 of chains[0]; ' +
        '"chains[2].id" repeats the id 0x1 of chains[0]; "chains[3].id" repeats the id 0x1 of chains[0]',
    );
    expect(issuesOf([{ id: 5 }, { id: 6 }, { id: '0x6' }]).message).toBe(
      'Invalid chains: "chains[2].id" repeats the id 0x6 of chains[1]',
    );
  });

  it('names every offending path across chains', () => {
    const error = issuesOf([
      { id: 1 },
      { id: 1.5 },
      { id: 2, secondaryTokens: Array(6).fill({ address: '0xabc' }) },
      { id: '0x3', namespace: 'sol', extra: true },
      'not a chain',
    ]);
    expect(error.issues.map((issue) => issue.path)).toEqual([
      'chains[1].id',
      'chains[2].secondaryTokens[5]',
      'chains[3].namespace',
      'chains[3].extra',
      'chains[4]',
    ]);
    expect(error.message).toBe(
      'Invalid chains: "chains[1].id" must be a non-zero 0x-prefixed hex string or a positive safe integer (got 1.5); ' +
        '"chains[2].secondaryTokens[5]" is one too many: a chain has at most 5 secondary tokens; ' +
        '"chains[3].namespace" must be "evm"; "chains[3].extra" is not allowed; "chains[4]" must be of type object',
    );
  });

  it('does not count an invalid id as a duplicate of anything', () => {
    expect(issuesOf([{ id: 0 }, { id: 0 }]).issues.map((issue) => issue.path)).toEqual(['chains[0].id', 'chains[1].id']);
  });
});
