import { describe, expect, it } from 'vitest';
import { inviteLinkFor, isReferralCode } from './invite-link.ts';

const address = '0xAbCdEf0123456789abcdef0123456789ABCDEF01';

describe('invite links', () => {
  it('builds the link on the site root', () => {
    expect(inviteLinkFor('https://games.example.org', '7KQ2M9XCHD')).toBe('https://games.example.org/?ref=7KQ2M9XCHD');
    expect(inviteLinkFor('https://games.example.org', 'tg42')).toBe('https://games.example.org/?ref=tg42');
  });

  it("accepts an account's code and the older wallet and Telegram codes", () => {
    expect(isReferralCode('7KQ2M9XCHD')).toBe(true);
    expect(isReferralCode('tg42')).toBe(true);
    expect(isReferralCode(address.toLowerCase())).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [address, '<script>', '7kq2m9xchd', '7KQ2M9XCH', '7KQ2M9XCHDX', 'ILOU123456', 'tg0', 'tg', '', null, 42]) {
      expect(isReferralCode(bad), String(bad)).toBe(false);
    }
  });
});
