// Node only, no test-runner imports: a real local SMTP server for server tests and Playwright.
export { startTestSmtpServer } from './smtp/start-test-smtp-server.ts';
export type { TestSmtpServer } from './smtp/start-test-smtp-server.ts';
export type { MessageMatch, WaitOptions } from './smtp/message-waiters.ts';
export type { ReceivedMessage } from './smtp/received-message.ts';
