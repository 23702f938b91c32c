import Joi from 'joi';
import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds nothing until first asked, then builds once and keeps the schema', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return Joi.string();
    });
    expect(builds).toBe(0);
    const first = schema();
    expect(schema()).toBe(first);
    expect(builds).toBe(1);
    expect(first.validate('text').error).toBeUndefined();
  });
});
