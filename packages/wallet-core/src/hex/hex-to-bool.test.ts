import { describe, expect, it } from 'vitest';
import { InvalidHexBooleanError, SizeOverflowError } from '../errors/hex-errors.ts';
import { hexToBool } from './hex-to-bool.ts';

describe('hexToBool', () => {
  it('reads zero as false and one as true, however zero-padded', () => {
    for (const hex of ['0x0', '0x00', '0x000'] as const) expect(hexToBool(hex)).toBe(false);
    for (const hex of ['0x1', '0x01', '0x0001'] as const) expect(hexToBool(hex)).toBe(true);
  });

  it('refuses every other value with the boolean message', () => {
    for (const hex of ['0x', '0x2', '0x10', '0x11', '0xff'] as const) {
      expect(() => hexToBool(hex)).toThrow(InvalidHexBooleanError);
    }
    expect(() => hexToBool('0x2')).toThrow(
      'Hex value "0x2" is not a valid boolean. The hex value must be "0x0" (false) or "0x1" (true).',
    );
  });

  it('accepts a padded value within size, and names the trimmed value when it is not a boolean', () => {
    expect(hexToBool(`0x${'00'.repeat(31)}01`, { size: 32 })).toBe(true);
    expect(hexToBool(`0x${'00'.repeat(32)}`, { size: 32 })).toBe(false);
    expect(() => hexToBool('0x0002', { size: 2 })).toThrow('Hex value "0x02" is not a valid boolean.');
  });

  it('refuses a value longer than size', () => {
    expect(() => hexToBool('0x0001', { size: 1 })).toThrow(SizeOverflowError);
    expect(() => hexToBool('0x0001', { size: 1 })).toThrow('Size cannot exceed 1 bytes. Given size: 2 bytes.');
  });
});
