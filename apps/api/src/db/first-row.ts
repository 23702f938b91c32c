/** The row a statement that always returns one (`INSERT … RETURNING`) gave; a missing one is a bug, not a user error. */
export function firstRow<Row>(rows: readonly Row[], statement: string): Row {
  const [row] = rows;
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}
