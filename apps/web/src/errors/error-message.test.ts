import { describe, expect, it } from 'vitest';
import { toDisplayMessage } from './error-message.ts';

describe('toDisplayMessage', () => {
  it('shows the message of errors, strings and error-like objects', () => {
    expect(toDisplayMessage(new TypeError('Bad value'))).toBe('Bad value');
    expect(toDisplayMessage('Plain text')).toBe('Plain text');
    expect(toDisplayMessage({ message: 'From an object' })).toBe('From an object');
  });

  it('returns null when there is nothing to show', () => {
    expect(toDisplayMessage(undefined)).toBeNull();
    expect(toDisplayMessage(42)).toBeNull();
    expect(toDisplayMessage(new Error(''))).toBeNull();
    expect(toDisplayMessage({ message: 7 })).toBeNull();
  });

  it('never includes a stack trace', () => {
    const error = new Error('Failed to fetch\n    at load (https://site.test/assets/app.js:1:200)\nfetchThing@https://site.test/a.js:3:9');
    expect(toDisplayMessage(error)).toBe('Failed to fetch');
    expect(toDisplayMessage(error)).not.toContain(error.stack?.split('\n')[1] ?? 'never');
  });

  it('shortens very long messages', () => {
    expect(toDisplayMessage('x'.repeat(2000))?.length).toBe(500);
  });
});
