import { supportLimits } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';
import { fileTicketAs, signedInModerator } from '../test-support/support-test-helpers.ts';

// A desk of its own: other files' tickets would mix into the order.
const server = await startTestServer();

describe('the list of tickets', () => {
  it('shows open tickets first (oldest first), then closed ones (last closed first), paged', async () => {
    const reader = (await signedInModerator(server)).client;
    const numbers: string[] = [];
    for (let index = 0; index < supportLimits.pageSize + 3; index++) {
      numbers.push(await fileTicketAs(server.client(), { message: `Ticket ${index}` }));
      server.advanceClock(1000);
    }
    const [first = '', second = ''] = numbers;
    for (const number of [first, second]) {
      await reader.api.call('closeSupportTicket', { params: { number } });
      server.advanceClock(1000);
    }

    const pageOne = await reader.api.call('listSupportTickets');
    expect(pageOne).toMatchObject({ page: 1, pageCount: 2, openCount: supportLimits.pageSize + 1 });
    expect(pageOne.tickets.map((ticket: { number: string }) => ticket.number)).toEqual(numbers.slice(2, 2 + supportLimits.pageSize));
    const pageTwo = await reader.api.call('listSupportTickets', { query: { page: '2' } });
    expect(pageTwo.tickets.map((ticket: { number: string }) => ticket.number)).toEqual([numbers.at(-1), second, first]);
    expect(pageTwo.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['open', 'closed', 'closed']);

    expect((await reader.api.call('listSupportTickets', { query: { page: '3' } })).tickets).toEqual([]);
    await expect(reader.api.call('listSupportTickets', { query: { page: '0' } })).rejects.toMatchObject({ status: 400, field: 'query.page' });
  });
});
