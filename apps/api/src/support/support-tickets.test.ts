import type { SupportTicket } from '@site/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAddress, registerAndVerify, startEmailTestBed, type EmailTestBed } from '../test-support/email-flow.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { fileTicketAs, signedInModerator, someDiagnostics, ticketBody, ticketCount } from '../test-support/support-test-helpers.ts';
import { refusal } from '../test-support/test-client.ts';


const PER_HOUR = 2;
let bed: EmailTestBed;
beforeAll(async () => {
  bed = await startEmailTestBed({ SUPPORT_TICKETS_PER_HOUR: String(PER_HOUR) });
});

/** The ticket as the desk shows it. */
async function deskView(number: string): Promise<SupportTicket> {
  const moderator = await signedInModerator(bed.server);
  const answer = await moderator.client.api.call('getSupportTicket', { params: { number } });
  return answer.ticket;
}

describe('filing a ticket', () => {
  it('anonymous with a contact address: a T- number, stored as sent, acknowledged by mail without repeating the message', async () => {
    const contact = newAddress('reporter');
    const answer = await bed.server.client().api.call('createSupportTicket', { body: ticketBody({ category: 'payment', message: 'My deposit is missing.', contactEmail: contact.toUpperCase() }) });
    expect(answer).toEqual({ number: expect.stringMatching(/^T-[1-9]\d{7}$/), createdAt: expect.any(String), acknowledgementMailed: true });

    const mail = await bed.smtp.waitForMessage({ to: contact, subject: answer.number });
    expect(mail.text).toContain(`Your ticket number is ${answer.number}`);
    expect(mail.text).not.toContain('deposit is missing');

    expect(await deskView(answer.number)).toMatchObject({
      number: answer.number,
      category: 'payment',
      message: 'My deposit is missing.',
      status: 'open',
      contactEmail: contact,
      replyTo: contact,
      account: null,
      diagnostics: null,
      closedAt: null,
      answers: [],
    });
  });

  it('anonymous without an address: stored, nothing to acknowledge', async () => {
    const answer = await bed.server.client().api.call('createSupportTicket', { body: ticketBody() });
    expect(answer.acknowledgementMailed).toBe(false);
    expect(await deskView(answer.number)).toMatchObject({ contactEmail: null, replyTo: null, account: null });
  });

  it("signed in without a contact: tied to the account and acknowledged at the account's verified e-mail", async () => {
    const email = newAddress('member');
    const client = await registerAndVerify(bed, email);
    const number = await fileTicketAs(client, { category: 'account' });
    await bed.smtp.waitForMessage({ to: email, subject: number });
    const ticket = await deskView(number);
    expect(ticket).toMatchObject({ contactEmail: null, replyTo: email, account: { displayName: expect.any(String) } });
  });

  it('signed in with a contact: the contact address gets the acknowledgement', async () => {
    const email = newAddress('member');
    const client = await registerAndVerify(bed, email);
    const contact = newAddress('elsewhere');
    const number = await fileTicketAs(client, { contactEmail: contact });
    await bed.smtp.waitForMessage({ to: contact, subject: number });
    expect(await deskView(number)).toMatchObject({ contactEmail: contact, replyTo: contact });
  });

  it('signed in with no e-mail on the account (a wallet, say) and no contact: stored, not acknowledged', async () => {
    const player = await signedInPlayer(bed.server);
    const answer = await player.client.api.call('createSupportTicket', { body: ticketBody() });
    expect(answer.acknowledgementMailed).toBe(false);
    expect(await deskView(answer.number)).toMatchObject({ replyTo: null, account: { id: player.accountId } });
  });

  it('stores the page, app version and device only with consent', async () => {
    const consented = await fileTicketAs(bed.server.client(), { shareDiagnostics: true, diagnostics: someDiagnostics });
    expect((await deskView(consented)).diagnostics).toEqual(someDiagnostics);
    const [stored] = await bed.server.ctx.db.query('SELECT diagnostics_page, diagnostics_app_version, diagnostics_device FROM support_tickets WHERE number = $1', [consented]);
    expect(stored).toEqual({ diagnostics_page: someDiagnostics.page, diagnostics_app_version: someDiagnostics.appVersion, diagnostics_device: someDiagnostics.device });

    const without = await fileTicketAs(bed.server.client(), { shareDiagnostics: false });
    const [bare] = await bed.server.ctx.db.query('SELECT diagnostics_page, diagnostics_app_version, diagnostics_device FROM support_tickets WHERE number = $1', [without]);
    expect(bare).toEqual({ diagnostics_page: null, diagnostics_app_version: null, diagnostics_device: null });

    // Diagnostics sent without consent are refused, so they cannot be stored by a client's mistake.
    const before = await ticketCount(bed.server);
    const refused = await refusal(bed.server.client().api.call('createSupportTicket', { body: ticketBody({ shareDiagnostics: false, diagnostics: someDiagnostics }) }));
    expect(refused).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.diagnostics' });
    const missing = await refusal(bed.server.client().api.call('createSupportTicket', { body: ticketBody({ shareDiagnostics: true }) }));
    expect(missing).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.diagnostics' });
    expect(await ticketCount(bed.server)).toBe(before);
  });

  it('keeps markup in the message as the text it is, and line breaks as line feeds', async () => {
    const message = '<script>alert(1)</script>\r\n<b>bold</b> & "quotes"';
    const number = await fileTicketAs(bed.server.client(), { message });
    expect((await deskView(number)).message).toBe('<script>alert(1)</script>\n<b>bold</b> & "quotes"');
  });
});

describe('bad input: 400 naming the field, nothing stored', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an unknown category', { category: 'complaint' }, 'body.category'],
    ['no category', { category: undefined }, 'body.category'],
    ['an empty message', { message: '' }, 'body.message'],
    ['a message of spaces', { message: '   \n  ' }, 'body.message'],
    ['a message over 4000 characters', { message: 'x'.repeat(4001) }, 'body.message'],
    ['a control character in the message', { message: 'bell \u0007' }, 'body.message'],
    ['a malformed contact address', { contactEmail: 'not-an-address' }, 'body.contactEmail'],
    ['a contact address over 254 characters', { contactEmail: `${'a'.repeat(250)}@example.test` }, 'body.contactEmail'],
    ['no consent flag', { shareDiagnostics: undefined }, 'body.shareDiagnostics'],
    ['a consent flag that is not a boolean', { shareDiagnostics: 'yes' }, 'body.shareDiagnostics'],
    ['a page that is not a path', { shareDiagnostics: true, diagnostics: { ...someDiagnostics, page: 'https://evil.test/' } }, 'body.diagnostics.page'],
    ['a page over 300 characters', { shareDiagnostics: true, diagnostics: { ...someDiagnostics, page: `/${'p'.repeat(300)}` } }, 'body.diagnostics.page'],
    ['an app version over 64 characters', { shareDiagnostics: true, diagnostics: { ...someDiagnostics, appVersion: '1'.repeat(65) } }, 'body.diagnostics.appVersion'],
    ['a device over 300 characters', { shareDiagnostics: true, diagnostics: { ...someDiagnostics, device: 'd'.repeat(301) } }, 'body.diagnostics.device'],
    ['a device with a line break', { shareDiagnostics: true, diagnostics: { ...someDiagnostics, device: 'one\ntwo' } }, 'body.diagnostics.device'],
    ['an unknown diagnostics field', { shareDiagnostics: true, diagnostics: { ...someDiagnostics, ip: '1.2.3.4' } }, 'body.diagnostics.ip'],
    ['an unknown field', { priority: 'urgent' }, 'body.priority'],
  ];
  it.each(cases)('%s', async (_label, overrides, field) => {
    const before = await ticketCount(bed.server);
    // Raw: bodies the contract's types do not allow.
    const body = Object.fromEntries(Object.entries({ ...ticketBody(), ...overrides } as Record<string, unknown>).filter(([, value]) => value !== undefined));
    const answer = await bed.server.client().call('createSupportTicket', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'validation_failed', details: { field } });
    expect(await ticketCount(bed.server)).toBe(before);
  });

  it('refuses a request without the CSRF header', async () => {
    const answer = await bed.server.client().call('createSupportTicket', { body: ticketBody(), csrf: false });
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'csrf_failed' } } });
  });
});

describe('floods', () => {
  it(`refuses a contact address's ticket after ${PER_HOUR} in an hour, with 429 and nothing stored or mailed, from any client`, async () => {
    const contact = newAddress('flood');
    for (let ticket = 0; ticket < PER_HOUR; ticket++) await fileTicketAs(bed.server.client(), { contactEmail: contact });
    const before = await ticketCount(bed.server);
    const refused = await bed.server.client().call('createSupportTicket', { body: ticketBody({ contactEmail: contact.toUpperCase() }) });
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'rate_limited', details: { field: 'body.contactEmail', retryAfterSeconds: expect.any(Number) } } } });
    expect(refused.body.error.details.retryAfterSeconds).toBeGreaterThan(3000);
    expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.error.details.retryAfterSeconds);
    expect(await ticketCount(bed.server)).toBe(before);
    // Another address is not held up, and an hour later this one may file again.
    await fileTicketAs(bed.server.client(), { contactEmail: newAddress('other') });
    bed.server.advanceClock(3_601_000);
    await fileTicketAs(bed.server.client(), { contactEmail: contact });
  });

  it(`refuses a signed-in account's ticket after ${PER_HOUR} in an hour, whatever contact it gives`, async () => {
    const player = await signedInPlayer(bed.server);
    await fileTicketAs(player.client);
    await fileTicketAs(player.client, { contactEmail: newAddress('first') });
    const before = await ticketCount(bed.server);
    const refused = await refusal(player.client.api.call('createSupportTicket', { body: ticketBody({ contactEmail: newAddress('second') }) }));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(await ticketCount(bed.server)).toBe(before);
  });

  it('lets only the limit through when a flood arrives all at once', async () => {
    const contact = newAddress('burst');
    const answers = await Promise.all(Array.from({ length: 6 }, () => bed.server.client().call('createSupportTicket', { body: ticketBody({ contactEmail: contact }) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    const [row] = await bed.server.ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM support_tickets WHERE contact_email = $1', [contact]);
    expect(row?.count).toBe(PER_HOUR);
  });
});
