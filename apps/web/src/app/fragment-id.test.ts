import { describe, expect, it } from 'vitest';
import { fragmentIdOf } from './fragment-id.ts';

describe('fragmentIdOf', () => {
  it("names the element a page's fragment points at", () => {
    expect(fragmentIdOf('#profile-league')).toBe('profile-league');
    expect(fragmentIdOf('#section%2D2')).toBe('section-2');
  });

  it("names none for no fragment, an unreadable one, or Telegram's launch data", () => {
    expect(fragmentIdOf('')).toBeNull();
    expect(fragmentIdOf('#')).toBeNull();
    expect(fragmentIdOf('#%E0%A4%A')).toBeNull();
    expect(fragmentIdOf('#tgWebAppData=query_id%3DAA&tgWebAppVersion=8.0&tgWebAppPlatform=ios')).toBeNull();
  });
});
