import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../smtp.ts';

describe('the local SMTP server', () => {
  let smtp: TestSmtpServer;
  let transport: Transporter;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    transport = nodemailer.createTransport(smtp.url);
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
  });

  const send = (to: string, subject: string, text: string) => transport.sendMail({ from: 'Site <no-reply@site.test>', to, subject, text });

  it('listens on 127.0.0.1 and receives what nodemailer sends, plain SMTP without auth or TLS', async () => {
    expect(smtp.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    await send('Alice@Example.test', 'Confirm your address', 'Open https://site.test/email-register?verify=abc_123-x. It is valid for 24 hours.');
    const message = await smtp.waitForMessage({ to: 'alice@example.test' });
    expect(message).toEqual({
      to: 'alice@example.test',
      from: 'no-reply@site.test',
      subject: 'Confirm your address',
      text: expect.stringContaining('valid for 24 hours') as unknown,
      links: ['https://site.test/email-register?verify=abc_123-x'],
    });
    expect(smtp.messages()).toContainEqual(message);
  });

  it('resolves a wait when the message arrives after it began, and hands each message out once', async () => {
    const first = smtp.waitForMessage({ to: 'bob@example.test', subject: 'Reset' });
    const second = smtp.waitForMessage({ to: 'bob@example.test', subject: /^Reset/ });
    await send('bob@example.test', 'Something else', 'no link here');
    await send('bob@example.test', 'Reset your password', 'one https://site.test/a');
    await send('bob@example.test', 'Reset your password', 'two https://site.test/b');
    expect((await first).links).toEqual(['https://site.test/a']);
    expect((await second).links).toEqual(['https://site.test/b']);
    expect((await smtp.waitForMessage({ to: 'bob@example.test' })).subject).toBe('Something else');
  });

  it('gives each recipient of one message its own copy', async () => {
    await transport.sendMail({ from: 'no-reply@site.test', to: 'carol@example.test', bcc: 'dave@example.test', subject: 'Hello', text: 'hi' });
    expect((await smtp.waitForMessage({ to: 'carol@example.test' })).subject).toBe('Hello');
    expect((await smtp.waitForMessage({ to: 'dave@example.test' })).subject).toBe('Hello');
  });

  it('fails a wait that nothing answers with a message naming what was expected and what came', async () => {
    await expect(smtp.waitForMessage({ to: 'nobody@example.test', subject: 'Welcome' }, { timeoutMs: 50 })).rejects.toThrow(
      /waited 0\.05 s for a message to nobody@example\.test with a subject containing "Welcome", and none came\. Received so far: alice@example\.test: "Confirm your address"/,
    );
  });

  it('rejects waits still pending when it closes', async () => {
    const other = await startTestSmtpServer();
    const pending = other.waitForMessage({ to: 'erin@example.test' });
    await other.close();
    await expect(pending).rejects.toThrow('The test SMTP server closed before a message to erin@example.test arrived.');
    await expect(other.waitForMessage({ to: 'erin@example.test' })).rejects.toThrow(/is closed/);
  });
});
