import { describe, expect, it } from 'vitest';
import { inviteLinkFor, isReferralCode, referralCodeFor } from './invite-link.ts';

const address = '0xAbCdEf0123456789abcdef0123456789ABCDEF01';

describe('invite links', () => {
  it('uses the wallet address first, then the Telegram id', () => {
    expect(referralCodeFor({ address, telegramUserId: 42 })).toBe(address.toLowerCase());
    expect(referralCodeFor({ telegramUserId: 42 })).toBe('tg42');
    expect(referralCodeFor({})).toBeNull();
    expect(referralCodeFor({ address: 'not-an-address', telegramUserId: -1 })).toBeNull();
  });

  it('builds the link on the site root', () => {
    expect(inviteLinkFor('https://games.example.org', 'tg42')).toBe('https://games.example.org/?ref=tg42');
  });

  it('validates codes', () => {
    expect(isReferralCode('tg42')).toBe(true);
    expect(isReferralCode(address)).toBe(false);
    expect(isReferralCode(address.toLowerCase())).toBe(true);
    expect(isReferralCode('<script>')).toBe(false);
  });
});
