import { describe, expect, it } from 'vitest';
import { WalletCoreError } from './base-error.ts';
import {
  IntegerOutOfRangeError,
  InvalidHexBooleanError,
  InvalidHexValueError,
  InvalidIntegerError,
  SizeOverflowError,
} from './hex-errors.ts';

describe('hex errors', () => {
  it('are WalletCoreErrors that callers can tell apart by class and name', () => {
    const errors = [
      new InvalidHexBooleanError('0x2'),
      new SizeOverflowError({ givenSize: 3, maxSize: 2 }),
      new IntegerOutOfRangeError({ value: '256', min: '0', max: '255', size: 1 }),
      new InvalidHexValueError('0x'),
      new InvalidIntegerError(1.5),
    ];
    expect(errors.map((error) => error.name)).toEqual([
      'InvalidHexBooleanError',
      'SizeOverflowError',
      'IntegerOutOfRangeError',
      'InvalidHexValueError',
      'InvalidIntegerError',
    ]);
    for (const error of errors) expect(error).toBeInstanceOf(WalletCoreError);
  });

  it('keep the figures for callers', () => {
    const overflow = new SizeOverflowError({ givenSize: 3, maxSize: 2 });
    expect([overflow.givenSize, overflow.maxSize]).toEqual([3, 2]);
    const range = new IntegerOutOfRangeError({ value: '-129n', min: '-128n', max: '127n', signed: true, size: 1 });
    expect([range.value, range.min, range.max]).toEqual(['-129n', '-128n', '127n']);
    expect(range.message).toBe('Number "-129n" is not in safe 8-bit signed integer range (-128n to 127n)');
    expect(new IntegerOutOfRangeError({ value: '-1n', min: '0n' }).message).toBe(
      'Number "-1n" is not in safe integer range (above 0n)',
    );
  });
});
