import { describe, expect, it } from 'vitest';
import { telegramInviteLinkFor } from './telegram-invite-link.ts';

const address = '0xabcdef0123456789abcdef0123456789abcdef01';

describe('telegramInviteLinkFor', () => {
  it('puts the referral code in startapp', () => {
    expect(telegramInviteLinkFor('https://t.me/CoreGamesBot/play', 'tg42')).toBe('https://t.me/CoreGamesBot/play?startapp=tg42');
    expect(telegramInviteLinkFor('https://t.me/CoreGamesBot/play', address)).toBe(`https://t.me/CoreGamesBot/play?startapp=${address}`);
    expect(telegramInviteLinkFor('https://t.me/CoreGamesBot', 'tg42')).toBe('https://t.me/CoreGamesBot?startapp=tg42');
  });

  it('accepts exactly what Telegram accepts as a start parameter (^[\\w-]{1,512}$)', () => {
    const longest = 'a'.repeat(512);
    expect(telegramInviteLinkFor('https://t.me/CoreGamesBot/play', longest)).toBe(`https://t.me/CoreGamesBot/play?startapp=${longest}`);
    expect(telegramInviteLinkFor('https://t.me/CoreGamesBot/play', 'A_b-9')).toBe('https://t.me/CoreGamesBot/play?startapp=A_b-9');
    for (const bad of ['', 'a'.repeat(513), 'a b', 'a&startapp=debug', 'ä', 'a/b', 'a.b']) {
      expect(telegramInviteLinkFor('https://t.me/CoreGamesBot/play', bad), bad).toBeNull();
    }
  });
});
