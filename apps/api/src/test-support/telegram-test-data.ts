import { createHash, createHmac } from 'node:crypto';
import { sign, signData } from '@tma.js/init-data-node';
import type { Database } from '../db/database.ts';

export const testBotToken = '7000000001:AAtest-bot-token-for-the-sign-in-tests';
export const otherBotToken = '7000000002:AAanother-bot-token-that-is-not-ours';

export interface TestTelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

/** Launch initData as Telegram signs it for the mini-app, at `authDate`. */
export function miniAppInitData(user: TestTelegramUser | null, options: { botToken?: string; authDate?: Date } = {}): string {
  return sign({ query_id: 'AAHtestquery', ...(user ? { user } : {}) }, options.botToken ?? testBotToken, options.authDate ?? new Date());
}

export interface LoginWidgetFields {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

/** The Login Widget's callback data as Telegram signs it: key SHA-256(bot token), sorted `key=value` lines. */
export function loginWidgetData(
  fields: Omit<LoginWidgetFields, 'hash' | 'auth_date'>,
  options: { botToken?: string; authDate?: Date; miniAppKey?: boolean } = {},
): LoginWidgetFields {
  const unsigned = { ...fields, auth_date: Math.floor((options.authDate ?? new Date()).getTime() / 1000) };
  const lines = Object.keys(unsigned)
    .sort()
    .map((key) => `${key}=${String(unsigned[key as keyof typeof unsigned])}`);
  const botToken = options.botToken ?? testBotToken;
  // miniAppKey: signed as the mini-app's initData is, which the widget route must not accept.
  const hash = options.miniAppKey
    ? signData(lines.join('\n'), botToken)
    : createHmac('sha256', createHash('sha256').update(botToken).digest()).update(lines.join('\n')).digest('hex');
  return { ...unsigned, hash };
}

/** Every account and identity, to show that a refused sign-in changed nothing. */
export async function accountsAndIdentities(db: Database): Promise<unknown[]> {
  return db.query(
    `SELECT a.id, a.display_name, i.kind, i.subject, i.label
       FROM accounts a LEFT JOIN identities i ON i.account_id = a.id
      ORDER BY a.created_at, a.id, i.kind, i.subject`,
  );
}
