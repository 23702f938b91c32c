import { WalletCoreError } from './base-error.ts';

/** `hexToBool` was given something other than zero or one. */
export class InvalidHexBooleanError extends WalletCoreError {
  override name = 'InvalidHexBooleanError';
  readonly hex: string;

  constructor(hex: string) {
    super(`Hex value "${hex}" is not a valid boolean. The hex value must be "0x0" (false) or "0x1" (true).`);
    this.hex = hex;
  }
}

/** A hex value or byte array is larger than the `size` it was declared to have. */
export class SizeOverflowError extends WalletCoreError {
  override name = 'SizeOverflowError';
  readonly givenSize: number;
  readonly maxSize: number;

  constructor({ givenSize, maxSize }: { givenSize: number; maxSize: number }) {
    super(`Size cannot exceed ${maxSize} bytes. Given size: ${givenSize} bytes.`);
    this.givenSize = givenSize;
    this.maxSize = maxSize;
  }
}

export interface IntegerOutOfRangeDetails {
  /** Bounds and value as text, with an `n` suffix when they were bigints. */
  value: string;
  min: string;
  max?: string | undefined;
  signed?: boolean | undefined;
  /** Size in bytes the value had to fit in, when one was given. */
  size?: number | undefined;
}

/** An integer does not fit the requested range: the safe-integer range or a sized (un)signed one. */
export class IntegerOutOfRangeError extends WalletCoreError {
  override name = 'IntegerOutOfRangeError';
  readonly value: string;
  readonly min: string;
  readonly max: string | undefined;

  constructor({ value, min, max, signed, size }: IntegerOutOfRangeDetails) {
    const width = size ? `${size * 8}-bit ${signed ? 'signed' : 'unsigned'} ` : '';
    const bounds = max ? `(${min} to ${max})` : `(above ${min})`;
    super(`Number "${value}" is not in safe ${width}integer range ${bounds}`);
    this.value = value;
    this.min = min;
    this.max = max;
  }
}

/** A string given as hex cannot be read as a number (e.g. `0x` alone or non-hex digits). */
export class InvalidHexValueError extends WalletCoreError {
  override name = 'InvalidHexValueError';
  readonly hex: string;

  constructor(hex: string, options: { cause?: unknown } = {}) {
    super(`Hex value "${hex}" is not a valid hex number.`, options);
    this.hex = hex;
  }
}

/** A number to encode is not an integer (a fraction, NaN or an infinity). */
export class InvalidIntegerError extends WalletCoreError {
  override name = 'InvalidIntegerError';
  readonly value: number;

  constructor(value: number, options: { cause?: unknown } = {}) {
    super(`Number "${value}" is not an integer.`, options);
    this.value = value;
  }
}
