import { describe, expect, it } from 'vitest';
import { WalletCoreError } from './base-error.ts';
import { ValidationError } from './validation-error.ts';

describe('WalletCoreError', () => {
  it('keeps the short message and appends details', () => {
    const error = new WalletCoreError('Connection failed', { details: 'code 4900' });
    expect(error).toBeInstanceOf(Error);
    expect(error.shortMessage).toBe('Connection failed');
    expect(error.message).toBe('Connection failed\n\nDetails: code 4900');
  });

  it('names every offending path in a validation error', () => {
    const error = new ValidationError('chain', [
      { path: 'id', message: '"id" is required' },
      { path: 'label', message: '"label" must be a string' },
    ]);
    expect(error).toBeInstanceOf(WalletCoreError);
    expect(error.name).toBe('ValidationError');
    expect(error.message).toBe('Invalid chain: "id" is required; "label" must be a string');
  });
});
