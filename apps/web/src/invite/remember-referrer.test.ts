import { describe, expect, it } from 'vitest';
import { referrerFrom } from './remember-referrer.ts';

describe('referrerFrom', () => {
  it('takes ?ref= from a website invite link', () => {
    expect(referrerFrom('?ref=tg42', null)).toBe('tg42');
    expect(referrerFrom('?ref=tg42', 'tg7')).toBe('tg42');
  });

  it('takes the start parameter of a mini-app invite link', () => {
    expect(referrerFrom('', 'tg42')).toBe('tg42');
    expect(referrerFrom('?ref=<script>', '0xabcdef0123456789abcdef0123456789abcdef01')).toBe('0xabcdef0123456789abcdef0123456789abcdef01');
  });

  it('ignores anything that is not a referral code (debug mode, other start parameters)', () => {
    expect(referrerFrom('', 'debug')).toBeNull();
    expect(referrerFrom('?ref=', null)).toBeNull();
    expect(referrerFrom('?other=tg42', 'welcome')).toBeNull();
  });
});
