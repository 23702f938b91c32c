import { randomUUID } from 'node:crypto';
import type { BodyOf } from '@site/api-contract';
import { findIdentityOwner } from '../accounts/identity-store.ts';
import { verifyMiniAppInitData } from '../auth/telegram/mini-app-init-data.ts';
import { stampTime, type ServerContext } from '../context.ts';
import { findPlayableGame } from '../games/game-store.ts';
import { ApiError } from '../errors/api-error.ts';
import { ensureInviteCode } from '../invites/invite-codes.ts';
import { findFinishedRun } from '../runs/run-store.ts';
import { BotApiRefusal, callBotApi } from '../telegram-bot-api/call-bot-api.ts';
import { findPromotion } from '../leagues/find-promotion.ts';
import { inviteShareText, promotionShareText, runShareText, type ShareText } from './share-message-text.ts';

type ShareRequest = BodyOf<'prepareTelegramShareMessage'>;

/** Telegram's PreparedInlineMessage. */
interface PreparedInlineMessage {
  id: string;
  expiration_date: number;
}

/** The bot and the mini app shared messages open; 404 `telegram_share_disabled` without both. */
function shareSetup(ctx: ServerContext): { bot: { apiUrl: string; token: string }; miniAppUrl: string } {
  const { telegram, telegramBotApi } = ctx.config;
  if (telegram.botToken === null || telegramBotApi.miniAppUrl === null) {
    throw new ApiError('telegram_share_disabled', 'Sharing through Telegram is not enabled on this server (TELEGRAM_BOT_TOKEN and TELEGRAM_MINI_APP_URL).');
  }
  return { bot: { apiUrl: telegramBotApi.apiUrl, token: telegram.botToken }, miniAppUrl: telegramBotApi.miniAppUrl };
}

/**
 * The Telegram user sharing: the one the launch's initData names (its signature and age checked as
 * at sign-in), who must be one of the account's own Telegram identities: Telegram lets only that
 * user send the prepared message, and the bot prepares nothing for anyone else.
 */
async function sharingTelegramUser(ctx: ServerContext, accountId: string, initData: string, botToken: string): Promise<number> {
  const user = verifyMiniAppInitData(initData, botToken, ctx.config, stampTime(ctx));
  const owner = await findIdentityOwner(ctx.db, 'telegram', String(user.id));
  if (owner !== accountId) {
    throw new ApiError('telegram_share_not_linked', 'The Telegram user of this mini app is not a way to sign in to this account: sign in with Telegram to share from it.', { field: 'body.initData' });
  }
  return user.id;
}

async function textFor(ctx: ServerContext, accountId: string, request: ShareRequest): Promise<ShareText> {
  const { subject, language } = request;
  if (subject.kind === 'invite') return inviteShareText(language);
  if (subject.kind === 'promotion') {
    const promotion = await findPromotion(ctx.db, accountId, subject.weekStart);
    if (!promotion) throw new ApiError('telegram_share_no_promotion', `body.subject.weekStart: the week of ${subject.weekStart} did not move this account up a tier, or has not closed.`, { field: 'body.subject.weekStart' });
    return promotionShareText(language, promotion);
  }
  const run = await findFinishedRun(ctx.db, accountId, subject.runId);
  if (!run) throw new ApiError('telegram_share_unknown_run', 'No finished run of this account has that id.', { field: 'body.subject.runId' });
  const game = await findPlayableGame(ctx.db, run.game_id);
  return runShareText(language, {
    gameTitle: game?.view.title ?? run.game_id,
    level: run.level,
    score: Number(run.score ?? 0),
    completed: run.completed === true,
    coins: run.coins_paid,
  });
}

/**
 * Prepares the message Telegram's share sheet sends for the mini app (savePreparedInlineMessage):
 * the text, then the mini app's link with the account's invite code as its start parameter, and
 * a button opening that link (an inline message cannot carry a `web_app` button; a t.me mini-app
 * link opens the mini app). Every message carries the invite: a friend who opens a shared run
 * is invited too. Returns the id for the mini app's shareMessage and when Telegram forgets it.
 */
export async function prepareShareMessage(ctx: ServerContext, accountId: string, request: ShareRequest): Promise<{ id: string; expiresAt: Date }> {
  const { bot, miniAppUrl } = shareSetup(ctx);
  const userId = await sharingTelegramUser(ctx, accountId, request.initData, bot.token);
  const words = await textFor(ctx, accountId, request);
  const link = new URL(miniAppUrl);
  link.searchParams.set('startapp', await ensureInviteCode(ctx.db, accountId, ctx.now()));
  let prepared: PreparedInlineMessage;
  try {
    prepared = await callBotApi<PreparedInlineMessage>(bot, 'savePreparedInlineMessage', {
      user_id: userId,
      result: {
        type: 'article',
        id: randomUUID(),
        title: words.title,
        description: words.text,
        input_message_content: { message_text: `${words.text}\n${link.href}` },
        reply_markup: { inline_keyboard: [[{ text: words.button, url: link.href }]] },
      },
      allow_user_chats: true,
      allow_group_chats: true,
      allow_channel_chats: true,
    });
  } catch (error) {
    if (error instanceof BotApiRefusal) throw new ApiError('telegram_api_failed', `Telegram did not prepare the message: ${error.description}`);
    throw error;
  }
  if (typeof prepared.id !== 'string' || prepared.id === '' || !Number.isSafeInteger(prepared.expiration_date)) {
    throw new ApiError('telegram_api_failed', 'Telegram answered savePreparedInlineMessage without a message id.');
  }
  return { id: prepared.id, expiresAt: new Date(prepared.expiration_date * 1000) };
}
