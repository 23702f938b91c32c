import { startTestSmtpServer } from '@site/testing/smtp';
import { createMailer, type Mailer } from '../mail/mailer.ts';

export interface LocalMail {
  /** `smtp://127.0.0.1:PORT` of the local server. */
  url: string;
  /** Sends over real SMTP to the local server, then prints what it received. */
  mailer: Mailer;
  stop(): Promise<void>;
}

/**
 * Mail for `npm start` without SMTP_URL (a real local SMTP server in development; apps/api/README.md, "Quick start"):
 * the server's messages go over SMTP to a server on 127.0.0.1, and each one received is printed
 * in the terminal, so the verification and reset links can be followed.
 */
export async function startLocalMail(from: string, print: (text: string) => void): Promise<LocalMail> {
  const smtp = await startTestSmtpServer();
  const transport = createMailer({ smtpUrl: smtp.url, from, log: print });
  return {
    url: smtp.url,
    mailer: {
      async send(mail) {
        await transport.send(mail);
        const received = await smtp.waitForMessage({ to: mail.to, subject: mail.subject });
        print(`\n  ✉ mail to ${received.to}: ${received.subject}\n${received.text.replace(/^/gm, '    ')}\n`);
      },
      close: () => {
        transport.close();
      },
    },
    stop: () => smtp.close(),
  };
}
