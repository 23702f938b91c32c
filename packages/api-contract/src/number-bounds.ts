/**
 * What the database's number columns hold, so that every number a request carries is refused by
 * the contract (400 naming the field) before it could overflow a column (a 500 from the database).
 */

/** PostgreSQL's `bigint`, the widest integer column: ids, cursors, amounts and balances are one. */
export const bigintMax = 2n ** 63n - 1n;
export const bigintMin = -(2n ** 63n);

/** The largest integer a JSON number carries exactly (2^53 - 1): no JSON integer field goes past it. */
export const jsonIntegerMax = Number.MAX_SAFE_INTEGER;

/**
 * A regular expression (no anchors, no groups that capture) for the decimals from 1 to `max`
 * written the one way a server writes them: no sign, no leading zero. JSON Schema has no bound for
 * a number kept as a string, so the bound is in the pattern, e.g. 1 to 9223372036854775807.
 */
export function positiveDecimalUpTo(max: bigint): string {
  if (max < 1n) throw new RangeError('positiveDecimalUpTo needs a max of 1 or more');
  const digits = max.toString();
  const length = digits.length;
  const any = (count: number): string => (count === 0 ? '' : count === 1 ? '[0-9]' : `[0-9]{${count}}`);
  const below = (digit: number, from: number): string | null => (digit - 1 < from ? null : digit - 1 === from ? String(from) : `[${from}-${digit - 1}]`);
  const choices: string[] = [];
  // Every shorter number.
  if (length > 1) choices.push(length === 2 ? '[1-9]' : `[1-9][0-9]{0,${length - 2}}`);
  // As long as max: the same first digits, then a smaller one, then anything.
  for (let index = 0; index < length; index += 1) {
    const smaller = below(Number(digits[index]), index === 0 ? 1 : 0);
    if (smaller !== null) choices.push(`${digits.slice(0, index)}${smaller}${any(length - index - 1)}`);
  }
  choices.push(digits);
  return `(?:${choices.join('|')})`;
}

/** `positiveDecimalUpTo(bigintMax)`: an id, a cursor's number, an amount a bigint column holds. */
export const positiveBigintDecimal = positiveDecimalUpTo(bigintMax);
