import Joi from 'joi';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { formatPath, validateWith } from './from-joi.ts';

describe('validateWith', () => {
  const schema = Joi.array<{ id: number; label?: string }[]>().items(
    Joi.object({ id: Joi.number().required(), label: Joi.string() }),
  );

  it('returns the validated value', () => {
    expect(validateWith(schema, [{ id: 1 }], 'chains')).toEqual([{ id: 1 }]);
  });

  it('names every offending path', () => {
    const call = (): unknown => validateWith(schema, [{ id: 1 }, { label: 2 }], 'chains');
    expect(call).toThrow(ValidationError);
    expect(call).toThrow('Invalid chains: "[1].id" is required; "[1].label" must be a string');
  });

  it('formats paths like property access', () => {
    expect(formatPath(['chains', 1, 'secondaryTokens', 5])).toBe('chains[1].secondaryTokens[5]');
    expect(formatPath([])).toBe('');
  });
});
