import { supportLimits } from '@site/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoMailTo, mailMark, newAddress, startEmailTestBed, type EmailTestBed } from '../test-support/email-flow.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { refusal, type TestClient } from '../test-support/test-client.ts';
import { fileTicketAs, signedInModerator } from '../test-support/support-test-helpers.ts';

let bed: EmailTestBed;
let moderator: TestClient;
beforeAll(async () => {
  bed = await startEmailTestBed();
  moderator = (await signedInModerator(bed.server)).client;
});

describe('who may use the desk', () => {
  it('refuses the signed out with 401 and players with 403 on every desk route', async () => {
    const number = await fileTicketAs(bed.server.client());
    const player = (await signedInPlayer(bed.server)).client;
    const calls = [
      ['listSupportTickets', {}],
      ['getSupportTicket', { params: { number } }],
      ['answerSupportTicket', { params: { number }, body: { text: 'Hello' } }],
      ['closeSupportTicket', { params: { number } }],
      ['reopenSupportTicket', { params: { number } }],
    ] as const;
    // Raw calls: one loop over several routes, which the typed client's per-route input cannot take.
    for (const [name, options] of calls) {
      expect(await bed.server.client().call(name, options), `${name} signed out`).toMatchObject({ status: 401, body: { error: { code: 'not_signed_in' } } });
      expect(await player.call(name, options), `${name} as a player`).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    }
    const [row] = await bed.server.ctx.db.query<{ status: string; answers: number }>(
      'SELECT status, (SELECT count(*)::int FROM support_ticket_answers a WHERE a.ticket_id = t.id) AS answers FROM support_tickets t WHERE number = $1',
      [number],
    );
    expect(row).toEqual({ status: 'open', answers: 0 });
  });

  it('lets admins in as well as moderators', async () => {
    const admin = (await signedInModerator(bed.server, 'admin')).client;
    await admin.api.call('listSupportTickets');
  });
});

describe('answering and closing', () => {
  it('stores an answer, mails it to the reporter as written, closes and reopens the ticket', async () => {
    const contact = newAddress('reporter');
    const number = await fileTicketAs(bed.server.client(), { contactEmail: contact, message: 'I cannot <b>sign in</b>' });
    await bed.smtp.waitForMessage({ to: contact, subject: 'we received' });

    const text = 'Try the link in your mail again.\nIt works for 24 hours <really>.';
    const answered = await moderator.api.call('answerSupportTicket', { params: { number }, body: { text } });
    expect(answered.ticket).toMatchObject({ number, status: 'open', answers: [{ text, author: 'player', mailedTo: contact, createdAt: expect.any(String) }] });
    const mail = await bed.smtp.waitForMessage({ to: contact, subject: 'an answer' });
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain(text);

    const closed = await moderator.api.call('closeSupportTicket', { params: { number } });
    expect(closed.ticket).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    // Closing again changes nothing, not even the time it was closed.
    const again = await moderator.api.call('closeSupportTicket', { params: { number } });
    expect(again.ticket.closedAt).toBe(closed.ticket.closedAt);

    const reopened = await moderator.api.call('reopenSupportTicket', { params: { number } });
    expect(reopened.ticket).toMatchObject({ status: 'open', closedAt: null, answers: [{ text }] });
  });

  it('stores an answer to a ticket without an address, and mails nothing', async () => {
    const number = await fileTicketAs(bed.server.client());
    const mark = mailMark(bed);
    const answered = await moderator.api.call('answerSupportTicket', { params: { number }, body: { text: 'Thanks, fixed.' } });
    expect(answered.ticket.answers).toEqual([expect.objectContaining({ text: 'Thanks, fixed.', mailedTo: null })]);
    // Anything mailed after the answer has arrived once the marker has; none of it carries the answer.
    await expectNoMailTo(bed, mark);
    expect(bed.smtp.messages().slice(mark).filter((message) => message.text.includes('Thanks, fixed.'))).toEqual([]);
  });

  it('refuses bad answers and unknown or malformed numbers, naming the field, changing nothing', async () => {
    const number = await fileTicketAs(bed.server.client());
    for (const [text, label] of [['', 'empty'], ['  ', 'spaces'], ['x'.repeat(supportLimits.answerMaxLength + 1), 'too long']] as const) {
      const answer = await refusal(moderator.api.call('answerSupportTicket', { params: { number }, body: { text } }));
      expect(answer, label).toMatchObject({ status: 400, code: 'validation_failed', field: 'body.text' });
    }
    await expect(moderator.api.call('getSupportTicket', { params: { number: 'T-00000001' } })).rejects.toMatchObject({ status: 400, field: 'params.number' });
    await expect(moderator.api.call('getSupportTicket', { params: { number: '<script>' } })).rejects.toMatchObject({ status: 400 });
    const unknown = number === 'T-99999999' ? 'T-99999998' : 'T-99999999';
    // Raw calls: one loop over several routes, which the typed client's per-route input cannot take.
    for (const name of ['getSupportTicket', 'closeSupportTicket', 'reopenSupportTicket'] as const) {
      expect(await moderator.call(name, { params: { number: unknown } }), name).toMatchObject({ status: 404, body: { error: { code: 'not_found', details: { field: 'params.number' } } } });
    }
    await expect(moderator.api.call('answerSupportTicket', { params: { number: unknown }, body: { text: 'Hi' } })).rejects.toMatchObject({ status: 404 });
    expect((await moderator.api.call('getSupportTicket', { params: { number } })).ticket.answers).toEqual([]);
  });
});
