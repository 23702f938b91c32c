import type { RouteInfo } from '../route-info.ts';

export const telegramShareRoutes = {
  prepareTelegramShareMessage: {
    method: 'POST',
    path: '/api/telegram/share-messages',
    auth: 'session',
    errors: ['telegram_api_failed', 'telegram_expired', 'telegram_invalid', 'telegram_share_disabled', 'telegram_share_not_linked', 'telegram_share_unknown_run', 'telegram_share_no_promotion'],
    summary:
      "Inside the Telegram mini app: prepares the message Telegram's share sheet sends (savePreparedInlineMessage for the Telegram user of the launch's initData, who must be one of the account's Telegram identities): the account's invite, one of its finished runs, or a league week whose close promoted it (404 telegram_share_no_promotion otherwise), with a button opening the mini app. Answers the id for the mini app's shareMessage.",
  },
} as const satisfies Record<string, RouteInfo>;
