import { describe, expect, it } from 'vitest';
import { size } from './size.ts';

describe('size', () => {
  it('counts bytes of a hex string, an odd digit counting as a whole byte', () => {
    expect(size('0x')).toBe(0);
    expect(size('0x1')).toBe(1);
    expect(size('0x01')).toBe(1);
    expect(size('0x1a4')).toBe(2);
    expect(size(`0x${'00'.repeat(32)}`)).toBe(32);
  });

  it('counts bytes of a byte array', () => {
    expect(size(new Uint8Array())).toBe(0);
    expect(size(new Uint8Array([1, 2, 3]))).toBe(3);
  });
});
