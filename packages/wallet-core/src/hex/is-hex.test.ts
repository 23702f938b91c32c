import { describe, expect, it } from 'vitest';
import { isHex } from './is-hex.ts';

describe('isHex', () => {
  it('accepts 0x-prefixed hex digits in any case, and 0x alone', () => {
    for (const value of ['0x', '0x0', '0x1a4', '0xABCdef', '0x0000']) expect(isHex(value)).toBe(true);
  });

  it('refuses anything that is not a 0x-prefixed hex string', () => {
    for (const value of ['', '1a4', '0X1a4', '0xg', '0x 1', ' 0x1', '0x1 ', 'x0']) expect(isHex(value)).toBe(false);
    for (const value of [undefined, null, 0, 1, 1n, {}, [], new Uint8Array([1])]) expect(isHex(value)).toBe(false);
  });

  it('with strict: false only checks the prefix', () => {
    expect(isHex('0xnot-hex', { strict: false })).toBe(true);
    expect(isHex('nope', { strict: false })).toBe(false);
    expect(isHex('', { strict: false })).toBe(false);
  });

  it('with even: true requires whole bytes', () => {
    expect(isHex('0x1a4', { even: true })).toBe(false);
    expect(isHex('0x01a4', { even: true })).toBe(true);
    expect(isHex('0x', { even: true })).toBe(true);
  });
});
