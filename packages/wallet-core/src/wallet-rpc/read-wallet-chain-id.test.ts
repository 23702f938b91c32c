import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { readWalletChainId } from './read-wallet-chain-id.ts';

describe('readWalletChainId', () => {
  it.each<[unknown, string]>([
    ['0x45c', '0x45c'],
    ['0x45C', '0x45c'],
    ['0X045c', '0x45c'],
    [1116, '0x45c'],
    ['1116', '0x45c'],
    [' 56 ', '0x38'],
    [1116n, '0x45c'],
  ])('normalises %o to %s (wallets that answer in decimal too)', (input, expected) => {
    expect(readWalletChainId(input)).toBe(expected);
  });

  it.each([null, undefined, '', '0x', 0, -1, 1.5, 'abc', {}])('refuses %o', (input) => {
    expect(() => readWalletChainId(input)).toThrow(ValidationError);
  });
});
