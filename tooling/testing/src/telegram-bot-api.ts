// Node only, no test-runner imports: a local stand-in for Telegram's Bot API for server tests and Playwright.
export { startTestTelegramBotApi } from './telegram-bot-api/start-test-telegram-bot-api.ts';
export type { TelegramBotApiCall, TestTelegramBotApi, WebhookAnswer } from './telegram-bot-api/start-test-telegram-bot-api.ts';
export { preCheckoutQueryUpdate, refundedPaymentUpdate, startMessageUpdate, successfulPaymentUpdate, testTelegramUser, textMessageUpdate } from './telegram-bot-api/telegram-updates.ts';
export type { TestTelegramUser } from './telegram-bot-api/telegram-updates.ts';
