import type { BodyOf } from '@site/api-contract';

export type TelegramWidgetFields = Omit<BodyOf<'telegramWidget'>, 'link'>;

const optionalText = ['first_name', 'last_name', 'username', 'photo_url'] as const;

/**
 * The fields of the Telegram Login Widget's callback that the server verifies, and only those
 * (the contract refuses unknown fields), or null when the callback's value is not a user.
 */
export function telegramWidgetFields(user: unknown): TelegramWidgetFields | null {
  if (user === null || typeof user !== 'object') return null;
  const source = user as Record<string, unknown>;
  const { id, auth_date: authDate, hash } = source;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof authDate !== 'number' || !Number.isSafeInteger(authDate) || typeof hash !== 'string') return null;
  const fields: TelegramWidgetFields = { id, auth_date: authDate, hash };
  for (const key of optionalText) {
    const value = source[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}
