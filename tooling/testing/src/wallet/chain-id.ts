import type { Hex } from '../chain/types.ts';
import type { ChainIdAnswer, ChainIdFormat } from './types.ts';

const strictHex = /^0x[0-9a-fA-F]+$/;
const decimal = /^[1-9][0-9]*$/;

/** A 0x-prefixed hex chain id as dapps must send it in wallet RPC params; lowercase, or undefined. */
export function parseHexChainId(value: unknown): Hex | undefined {
  if (typeof value !== 'string' || !strictHex.test(value)) return undefined;
  const id = BigInt(value);
  return id > 0n ? `0x${id.toString(16)}` : undefined;
}

/** Any spelling a test may use (number, decimal string, hex string) as lowercase hex. */
export function toHexChainId(value: number | string): Hex {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return `0x${value.toString(16)}`;
  if (typeof value === 'string') {
    if (decimal.test(value)) return `0x${BigInt(value).toString(16)}`;
    const hex = parseHexChainId(value.replace(/^0X/, '0x'));
    if (hex) return hex;
  }
  throw new TypeError(`Not a chain id: ${String(value)}`);
}

/** The chain id as the wallet answers it in the chosen format. */
export function formatChainId(chainId: Hex, format: ChainIdFormat): ChainIdAnswer {
  if (format === 'hex') return chainId;
  const value = BigInt(chainId);
  return format === 'decimal' ? value.toString(10) : Number(value);
}
