import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Mailbox, type MessageMatch, type WaitOptions } from './message-waiters.ts';
import { receivedMessagesOf, type ReceivedMessage } from './received-message.ts';

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:PORT`, for the server's SMTP_URL. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages(): ReceivedMessage[];
  /**
   * Resolves with the oldest matching message not yet handed out, as soon as it has arrived;
   * rejects with a message naming what was expected and what came after `timeoutMs` (a guard).
   */
  waitForMessage(match: MessageMatch, options?: WaitOptions): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 at `options.port` (default a free one), without authentication or TLS, that keeps what
 * it receives in memory for the tests to read. A message is acknowledged to the sender only once
 * it is parsed and stored, so when the sender's `sendMail` resolves, the message is readable.
 */
export async function startTestSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const mailbox = new Mailbox();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: 10 * 1024 * 1024,
    closeTimeout: 2_000,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
      simpleParser(stream).then(
        (mail) => {
          for (const message of receivedMessagesOf(mail, recipients)) mailbox.deliver(message);
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => mailbox.all(),
    waitForMessage: (match, options) => mailbox.waitFor(match, options),
    close: () =>
      new Promise<void>((resolve) => {
        mailbox.close();
        server.close(resolve);
      }),
  };
}
