/** Native balance, exact: `formatted` is derived from the bigint with the chain's decimals. */
export interface Balance {
  symbol: string;
  decimals: number;
  value: bigint;
  formatted: string;
}
