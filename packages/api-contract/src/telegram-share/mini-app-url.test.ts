import { describe, expect, it } from 'vitest';
import { parseMiniAppUrl } from './mini-app-url.ts';

describe('parseMiniAppUrl', () => {
  it('takes https t.me links to a bot and its mini app', () => {
    expect(parseMiniAppUrl('https://t.me/CoreGamesBot/play')).toBe('https://t.me/CoreGamesBot/play');
    expect(parseMiniAppUrl('  https://t.me/core_games_bot/play_2  ')).toBe('https://t.me/core_games_bot/play_2');
    expect(parseMiniAppUrl('https://t.me/CoreGamesBot/play/')).toBe('https://t.me/CoreGamesBot/play');
    expect(parseMiniAppUrl('https://T.ME/CoreGamesBot')).toBe('https://t.me/CoreGamesBot');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      't.me/CoreGamesBot/play',
      'http://t.me/CoreGamesBot/play',
      'https://telegram.me/CoreGamesBot/play',
      'https://t.me.evil.example/CoreGamesBot/play',
      'https://evil.example/t.me/CoreGamesBot/play',
      'https://user@t.me/CoreGamesBot/play',
      'https://t.me:8443/CoreGamesBot/play',
      'https://t.me/CoreGamesBot/play?startapp=debug',
      'https://t.me/CoreGamesBot/play?',
      'https://t.me/CoreGamesBot/play#x',
      'https://t.me/',
      'https://t.me/CoreGames/play', // not a bot username
      'https://t.me/bot/play', // too short
      `https://t.me/${'a'.repeat(30)}bot/play`, // 33 characters
      'https://t.me/CoreGamesBot/pl', // short name too short
      'https://t.me/CoreGamesBot/play-now',
      'https://t.me/CoreGamesBot/play/extra',
      'https://t.me/Core%20GamesBot/play',
      'javascript:alert(1)',
    ]) {
      expect(parseMiniAppUrl(bad), bad).toBeNull();
    }
  });
});
