import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. SMTP in production and in development/tests against a real local SMTP server. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A mailer on `smtp://` or `smtps://`; with no URL, mail is only logged (never its links' tokens in production logs: set SMTP_URL). */
export function createMailer(options: { smtpUrl: string | null; from: string; log: (message: string) => void }): Mailer {
  if (options.smtpUrl === null) {
    return {
      send: (mail) => {
        options.log(`mail to ${mail.to} not sent (SMTP_URL is not set): ${mail.subject}`);
        return Promise.resolve();
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => {
      transport.close();
    },
  };
}
