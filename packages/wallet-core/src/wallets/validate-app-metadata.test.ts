import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { validateAppMetadata } from './validate-app-metadata.ts';

const icon = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

describe('validateAppMetadata', () => {
  it('returns a new, equal object', () => {
    const input = { name: 'Core Games', icon, description: 'Play on Core' };
    const result = validateAppMetadata(input);
    expect(result).toEqual(input);
    expect(result).not.toBe(input);
    expect(validateAppMetadata({ name: 'Core Games' })).toEqual({ name: 'Core Games' });
  });

  it('requires a name', () => {
    expect(() => validateAppMetadata({ icon })).toThrow('Invalid app metadata: "name" is required');
  });

  it('refuses an unsafe icon, naming the field', () => {
    expect(() => validateAppMetadata({ name: 'x', icon: '<svg onload="x()"/>' })).toThrow(
      'Invalid app metadata: "icon" is not a safe icon (it could run script)',
    );
  });

  it('names every offending path, including unknown keys', () => {
    let error: unknown;
    try {
      validateAppMetadata({ name: 1, icon: 2, description: 3, logo: 'x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((issue) => issue.path)).toEqual(['name', 'icon', 'description', 'logo']);
  });
});
