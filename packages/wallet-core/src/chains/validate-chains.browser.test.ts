import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { validateChains } from './validate-chains.ts';

// In a browser bundle joi resolves to its browser build; check the rules hold there too.
describe('validateChains in Chromium', () => {
  it('normalises and validates with the browser build of joi', () => {
    expect(validateChains([{ id: 1116 }])).toEqual([{ id: '0x45c', namespace: 'evm', decimals: 18 }]);
    const call = () => validateChains([{ id: '0x1' }, { id: 1, secondaryTokens: Array(6).fill({ address: 'a' }) }]);
    expect(call).toThrow(ValidationError);
    expect(call).toThrow(
      'Invalid chains: "chains[1].id" repeats the id 0x1 of chains[0]; ' +
        '"chains[1].secondaryTokens[5]" is one too many: a chain has at most 5 secondary tokens',
    );
  });
});
