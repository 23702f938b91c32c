import { describe, expect, it } from 'vitest';
import { redactedEmail, redactEmails, redactEmailsInText } from './redact-emails.ts';

const hasAddress = (text: string): boolean => /@|%40/i.test(text);

describe('redactEmailsInText', () => {
  it('redacts plain addresses and keeps the rest of the text', () => {
    expect(redactEmailsInText('Contact jane.doe+games@example.co.uk today')).toBe(`Contact ${redactedEmail} today`);
    expect(redactEmailsInText('josé@exämple.org')).toBe(redactedEmail);
  });

  it('redacts addresses inside URL query strings, encoded or not', () => {
    const urls = [
      'https://site.test/profile?email=jane@example.com&tab=levels',
      'https://site.test/profile?email=jane%40example.com&tab=levels',
      'https://site.test/profile?email=jane%2540example.com&tab=levels',
      'https://site.test/profile?email=jane%2Bx%40example%2Ecom&tab=levels',
      '/?next=%2Fprofile%3Femail%3Djane%2540example.com',
    ];
    for (const url of urls) {
      const redacted = redactEmailsInText(url);
      expect(redacted, url).toContain(redactedEmail);
      expect(hasAddress(redacted), redacted).toBe(false);
    }
    expect(redactEmailsInText(urls[0]!)).toBe(`https://site.test/profile?email=${redactedEmail}&tab=levels`);
  });

  it('leaves text without addresses alone', () => {
    for (const text of ['https://site.test/news/welcome?lng=es', '@handle', 'user@localhost', '50% off @ the shop']) {
      expect(redactEmailsInText(text)).toBe(text);
    }
  });
});

describe('redactEmails', () => {
  it('redacts at any depth, in keys and values, and drops functions', () => {
    const input = {
      url: 'https://site.test/?email=a@b.io',
      props: { list: ['ok', { deeper: { contact: 'someone@mail.example' } }], 'x@y.com': 1, fn: () => 1 },
      when: new Date('2026-01-02T03:04:05Z'),
      count: 3n,
    };
    const output = redactEmails(input);
    const text = JSON.stringify(output);
    expect(hasAddress(text)).toBe(false);
    expect(output).toEqual({
      url: `https://site.test/?email=${redactedEmail}`,
      props: { list: ['ok', { deeper: { contact: redactedEmail } }], [redactedEmail]: 1 },
      when: '2026-01-02T03:04:05.000Z',
      count: '3',
    });
  });

  it('survives cycles and very deep values', () => {
    const cyclic: Record<string, unknown> = { email: 'c@d.org' };
    cyclic.self = cyclic;
    expect(redactEmails(cyclic)).toEqual({ email: redactedEmail, self: '[circular]' });
    let deep: unknown = 'z@z.net';
    for (let index = 0; index < 30; index += 1) deep = [deep];
    expect(hasAddress(JSON.stringify(redactEmails(deep)))).toBe(false);
  });

  it('does not alter the input', () => {
    const input = { email: 'keep@me.com' };
    redactEmails(input);
    expect(input.email).toBe('keep@me.com');
  });
});
