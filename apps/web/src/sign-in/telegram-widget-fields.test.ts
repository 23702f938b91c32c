import { describe, expect, it } from 'vitest';
import { telegramWidgetFields } from './telegram-widget-fields.ts';

const hash = 'a'.repeat(64);

describe('telegramWidgetFields', () => {
  it('keeps exactly the signed fields', () => {
    expect(telegramWidgetFields({ id: 42, first_name: 'Ana', username: 'ana', photo_url: 'https://t.me/i/ana.jpg', auth_date: 1_700_000_000, hash, extra: 'dropped' })).toEqual({
      id: 42,
      first_name: 'Ana',
      username: 'ana',
      photo_url: 'https://t.me/i/ana.jpg',
      auth_date: 1_700_000_000,
      hash,
    });
  });

  it('refuses what is not a widget user', () => {
    expect(telegramWidgetFields(null)).toBeNull();
    expect(telegramWidgetFields('user')).toBeNull();
    expect(telegramWidgetFields({ id: '42', auth_date: 1, hash })).toBeNull();
    expect(telegramWidgetFields({ id: 42, hash })).toBeNull();
    expect(telegramWidgetFields({ id: 42, auth_date: 1 })).toBeNull();
  });
});
