/**
 * Formats an integer amount of the smallest unit with `decimals` places, exactly (no floating
 * point): `1500000000000000000n, 18` → `1.5`; trailing zeros of the fraction are dropped.
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
