import { describe, expect, it } from 'vitest';
import { referrerFrom } from './remember-referrer.ts';

const address = '0xabcdef0123456789abcdef0123456789abcdef01';

describe('referrerFrom', () => {
  it("takes ?ref= from a website invite link: an account's code, or an older one", () => {
    expect(referrerFrom('?ref=7KQ2M9XCHD', null)).toBe('7KQ2M9XCHD');
    expect(referrerFrom('?ref=tg42', 'tg7')).toBe('tg42');
    expect(referrerFrom(`?ref=${address}`, null)).toBe(address);
  });

  it('takes the start parameter of a mini-app invite link', () => {
    expect(referrerFrom('', '7KQ2M9XCHD')).toBe('7KQ2M9XCHD');
    expect(referrerFrom('?ref=<script>', address)).toBe(address);
  });

  it('ignores anything that is not an invite code (debug mode, other start parameters)', () => {
    expect(referrerFrom('', 'debug')).toBeNull();
    expect(referrerFrom('?ref=', null)).toBeNull();
    expect(referrerFrom('?other=tg42', 'welcome')).toBeNull();
    expect(referrerFrom('?ref=7kq2m9xchd', 'DEBUGDEBUG1')).toBeNull();
  });
});
