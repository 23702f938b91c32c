import { describe, expect, it } from 'vitest';
import { chooseInviteLink } from './choose-invite-link.ts';
import { inviteLinkFor } from './invite-link.ts';

describe('chooseInviteLink', () => {
  const origin = 'https://games.example.org';
  const miniAppUrl = 'https://t.me/CoreGamesBot/play';

  it('opens the mini app from inside Telegram when one is configured', () => {
    expect(chooseInviteLink({ code: '7KQ2M9XCHD', origin, miniAppUrl, insideTelegram: true })).toBe('https://t.me/CoreGamesBot/play?startapp=7KQ2M9XCHD');
  });

  it('keeps the website link outside Telegram or without a mini app', () => {
    expect(chooseInviteLink({ code: '7KQ2M9XCHD', origin, miniAppUrl, insideTelegram: false })).toBe(inviteLinkFor(origin, '7KQ2M9XCHD'));
    expect(chooseInviteLink({ code: '7KQ2M9XCHD', origin, miniAppUrl: null, insideTelegram: true })).toBe('https://games.example.org/?ref=7KQ2M9XCHD');
  });

  it('has no link without a code', () => {
    expect(chooseInviteLink({ code: null, origin, miniAppUrl, insideTelegram: true })).toBeNull();
  });
});
