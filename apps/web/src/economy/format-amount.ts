/**
 * A whole amount from the server (a decimal string, maybe beyond 2^53) in the reader's language,
 * with its digit grouping ("12,500" / "12.500"); the text as it came when it is not a whole number.
 */
export function formatAmount(value: string | bigint, language: string): string {
  if (typeof value === 'string' && !/^-?\d+$/.test(value)) return value;
  try {
    return BigInt(value).toLocaleString(language);
  } catch {
    return String(value);
  }
}
