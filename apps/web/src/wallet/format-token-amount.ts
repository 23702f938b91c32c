const decimalAmountPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

// Latin digits everywhere: the fraction is written digit for digit and must match the integer.
const options: Intl.NumberFormatOptions = { maximumFractionDigits: 0, numberingSystem: 'latn' };

function numberFormat(language: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(language, options);
  } catch {
    // An invalid language tag (RangeError): English grouping rather than no balance at all.
    return new Intl.NumberFormat('en', options);
  }
}

function symbolOf(format: Intl.NumberFormat, sample: number, type: 'decimal' | 'minusSign', fallback: string): string {
  return format.formatToParts(sample).find((part) => part.type === type)?.value ?? fallback;
}

/**
 * A token amount as wallet-core formats it (`10000`, `1234.000000000000000001`: exact decimal
 * digits) for people reading `language`: the integer part grouped the way that language groups
 * it (`10,000` in English, `10.000` in Spanish), the fraction kept digit for digit behind the
 * language's decimal separator. The integer goes through `BigInt`, never a float, so nothing is
 * rounded however large or precise the amount. Anything that is not a plain decimal amount is
 * returned unchanged.
 */
export function formatTokenAmount(amount: string, language: string): string {
  const match = decimalAmountPattern.exec(amount);
  if (!match) return amount;
  const [, sign = '', integer = '0', fraction] = match;
  const format = numberFormat(language);
  const grouped = format.format(BigInt(integer));
  const fractionText = fraction === undefined ? '' : `${symbolOf(new Intl.NumberFormat(format.resolvedOptions().locale, { numberingSystem: 'latn' }), 1.5, 'decimal', '.')}${fraction}`;
  const isZero = /^0+$/.test(integer) && (fraction === undefined || /^0+$/.test(fraction));
  const minus = sign && !isZero ? symbolOf(format, -1, 'minusSign', '-') : '';
  return `${minus}${grouped}${fractionText}`;
}
