import { Type } from 'typebox';
import { Day, Id, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { oneLinePattern } from '../text-bounds.ts';
import type { telegramShareRoutes } from './telegram-share-routes.ts';

/** What is shared: the account's invite link, one of its finished runs (game, level or score, coins), or a closed league week that promoted it (the week's Monday). */
export const TelegramShareSubject = Type.Union([
  Strict({ kind: Type.Literal('invite') }),
  Strict({ kind: Type.Literal('run'), runId: Id }),
  Strict({ kind: Type.Literal('promotion'), weekStart: Day }),
]);

export const telegramShareSchemas = {
  prepareTelegramShareMessage: {
    body: Strict({
      /** The launch's raw initData, as for the mini-app sign-in: proves which Telegram user shares. */
      initData: Type.String({ minLength: 1, maxLength: 8192, pattern: oneLinePattern }),
      /** The language of the message's text and button. */
      language: Type.Union([Type.Literal('en'), Type.Literal('es')]),
      subject: TelegramShareSubject,
    }),
    response: Strict({
      /** The prepared message's id, for the mini app's shareMessage (web_app_send_prepared_message). */
      id: Type.String({ minLength: 1 }),
      /** Telegram forgets the message after this: prepare another to share again. */
      expiresAt: Timestamp,
    }),
  },
} satisfies SchemasFor<typeof telegramShareRoutes>;
