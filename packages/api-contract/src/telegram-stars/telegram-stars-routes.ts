import type { RouteInfo } from '../route-info.ts';

export const telegramStarsRoutes = {
  listTelegramStarsPacks: {
    method: 'GET',
    path: '/api/telegram-stars/packs',
    auth: 'none',
    errors: ['telegram_stars_disabled'],
    summary: 'The packs of gold coins sold for Telegram Stars (XTR) in the mini app, from the server configuration: 404 telegram_stars_disabled when none are.',
  },
  createTelegramStarsInvoice: {
    method: 'POST',
    path: '/api/telegram-stars/invoices',
    auth: 'session',
    errors: ['telegram_api_failed', 'telegram_stars_disabled', 'telegram_stars_unknown_pack'],
    summary:
      "Creates a single-use order of a Stars pack for the signed-in account and its Telegram invoice link (createInvoiceLink, currency XTR), for the mini app's openInvoice. The gold is credited once Telegram reports the payment to the bot's webhook.",
  },
  telegramBotWebhook: {
    method: 'POST',
    path: '/api/telegram/webhook',
    auth: 'none',
    errors: ['telegram_api_failed', 'telegram_bot_disabled', 'telegram_webhook_unauthorized'],
    // Telegram's servers post here: no site page, no CSRF header; the secret token header is the proof.
    crossSite: true,
    summary:
      "The bot's updates from Telegram, authenticated by X-Telegram-Bot-Api-Secret-Token: pre_checkout_query is answered after checking the order, successful_payment credits the gold once per charge, refunded_payment takes it back once, /start answers with a button opening the mini app, /help lists the commands, /paysupport opens a payment support ticket on the staff's desk and answers with its number (staff's answers to it are sent back to the chat). An update it cannot read or apply (a payment of the wrong amount or currency, a charge id already used, an unknown order, a malformed update) is answered 200 `recorded` and recorded once for staff (listTelegramUpdateProblems), never refused; anything else is acknowledged and ignored. Only 502 telegram_api_failed (the Bot API unreachable) asks Telegram to deliver it again.",
  },
  refundTelegramStarsPayment: {
    method: 'POST',
    path: '/api/admin/telegram-stars/refunds',
    auth: 'session',
    errors: ['balance_out_of_range', 'idempotency_conflict', 'insufficient_balance', 'telegram_api_failed', 'telegram_stars_disabled', 'telegram_stars_unknown_charge'],
    role: 'admin',
    summary:
      "Admins only: returns a Stars payment to the player (refundStarPayment) and takes its gold coins back once; coins already spent are recorded as the refund's shortfall. The same charge again answers already_refunded and moves nothing.",
  },
  listTelegramUpdateProblems: {
    method: 'GET',
    path: '/api/admin/telegram/update-problems',
    auth: 'session',
    role: 'moderator',
    summary:
      "Moderators and admins: the bot's updates the webhook acknowledged without applying them (a payment of the wrong amount or currency, a charge id already used, a payment or refund of an unknown, paid or refunded order, an update it could not read), most recently delivered first, at most 100. A payment here credited nothing; refund it to the player if Telegram took the Stars.",
  },
} as const satisfies Record<string, RouteInfo>;
