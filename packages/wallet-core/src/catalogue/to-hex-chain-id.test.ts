import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHexChainId } from './to-hex-chain-id.ts';

describe('toHexChainId', () => {
  it.each([
    [1116, '0x45c'],
    [56, '0x38'],
    [0, '0x0'],
    [1116n, '0x45c'],
    ['1116', '0x45c'],
    [' 56 ', '0x38'],
    ['0x45C', '0x45c'],
    ['0X38', '0x38'],
    ['0x0038', '0x38'],
  ])('%o becomes %s', (input, expected) => {
    expect(toHexChainId(input)).toBe(expected);
  });

  it.each([[-1], [1.5], [Number.NaN], [2 ** 53], ['abc'], ['0x'], [''], [null], [undefined], [{}], [-3n]])(
    'passes %o through unchanged',
    (input) => {
      expect(toHexChainId(input)).toBe(input);
    },
  );

  it('round-trips every safe non-negative integer, as number and as decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(Number(toHexChainId(id))).toBe(id);
        expect(toHexChainId(String(id))).toBe(toHexChainId(id));
      }),
    );
  });
});
