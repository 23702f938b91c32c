import { readFileSync } from 'node:fs';
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

describe("the invite code's hint inside Telegram", () => {
  it('names the parameter that carries the code in the mini app\'s link, and the website\'s too', () => {
    const param = new URL(telegramInviteLinkFor('https://t.me/CoreGamesBot/play', 'K7P2QX') ?? '').searchParams.keys().next().value;
    for (const language of ['en', 'es']) {
      const texts = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as { inTelegram: { invite: { codeHint: string } }; invite: { codeHint: string } };
      expect(texts.inTelegram.invite.codeHint, language).toContain(`${String(param)}=`);
      expect(texts.invite.codeHint, language).toContain('ref=');
    }
  });
});
