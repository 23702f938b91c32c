/** A `0x`-prefixed hex string. */
export type Hex = `0x${string}`;

/** Raw bytes. */
export type ByteArray = Uint8Array;

export interface IsHexOptions {
  /** Require only hex digits after `0x` (default `true`); when `false`, a `0x` prefix is enough. */
  strict?: boolean | undefined;
  /** Require an even number of characters, i.e. whole bytes (default `false`). */
  even?: boolean | undefined;
}

export interface HexToBigIntOptions {
  /** Read the value as a two's-complement signed integer. */
  signed?: boolean | undefined;
  /** Size in bytes the hex value may have at most. */
  size?: number | undefined;
}

export type HexToNumberOptions = HexToBigIntOptions;

export interface HexToBoolOptions {
  /** Size in bytes the hex value may have at most. */
  size?: number | undefined;
}

/** Signed output needs a size: two's complement only has a meaning for a fixed width. */
export type NumberToHexOptions =
  | {
      /** Encode negative values as two's complement in `size` bytes. */
      signed?: boolean | undefined;
      /** Size of the output in bytes; the hex is left-padded with zeros to it. */
      size: number;
    }
  | {
      signed?: undefined;
      /** Size of the output in bytes; the hex is left-padded with zeros to it. */
      size?: number | undefined;
    };
