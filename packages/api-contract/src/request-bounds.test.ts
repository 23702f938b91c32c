import { describe, expect, it } from 'vitest';
import { schemas } from './index.ts';
import { bigintMax, bigintMin } from './number-bounds.ts';

// Every value a request carries has bounds both databases accept (PostgreSQL and PGlite), so that
// a value past them is a 400 from the contract, never a 500 from a column (docs/architecture.md,
// "Security rules"). Free JSON (no `type`: a game's save, Telegram's update) is bounded by the body's size.

type Schema = Record<string, unknown> & { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };

/** A year a date or date-time may start with: 1000 to 9999 (PostgreSQL has no year 0, and PGlite reads year 1's first hours back as BC). */
const boundedYear = /^\^\[1-9\]/;

function unboundedFields(schema: Schema | undefined, where: string): string[] {
  if (!schema || 'const' in schema || 'enum' in schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => unboundedFields(branch, where));
  switch (schema.type) {
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => unboundedFields(property, `${where}.${key}`));
    case 'array':
      return [...(typeof schema.maxItems === 'number' ? [] : [`${where}: an array without maxItems`]), ...unboundedFields(schema.items, `${where}[]`)];
    case 'string': {
      const problems = typeof schema.maxLength === 'number' ? [] : [`${where}: a string without maxLength`];
      const isDate = schema.format === 'date' || schema.format === 'date-time';
      if (isDate && !(typeof schema.pattern === 'string' && boundedYear.test(schema.pattern))) problems.push(`${where}: a ${String(schema.format)} without a pattern bounding its year`);
      return problems;
    }
    case 'integer':
    case 'number': {
      const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
      const inBigint = (value: number | undefined): boolean => value !== undefined && BigInt(Math.trunc(value)) >= bigintMin && BigInt(Math.trunc(value)) <= bigintMax;
      return inBigint(minimum) && inBigint(maximum) ? [] : [`${where}: a number without a minimum and a maximum a bigint column holds`];
    }
    default:
      return [];
  }
}

describe('the bounds of every request', () => {
  it('gives every string a maxLength, every date a year from 1000 to 9999, every number a minimum and a maximum', () => {
    const problems = Object.entries(schemas).flatMap(([name, shapes]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => unboundedFields((shapes as Partial<Record<typeof part, Schema>>)[part], `${name} ${part}`)),
    );
    expect(problems).toEqual([]);
  });
});
