import type { BodyOf } from '@site/api-contract';
import { signedInPlayer } from './economy-test-helpers.ts';
import type { TestClient } from './test-client.ts';
import type { TestServer } from './test-server.ts';
import { enableTotp } from './second-factor-test-helpers.ts';

type TicketBody = BodyOf<'createSupportTicket'>;

/** A ticket body of the contract's shape, any field replaceable (tests only). */
export const ticketBody = (overrides: Partial<TicketBody> = {}): TicketBody => ({
  category: 'bug',
  message: 'The play button does nothing.',
  shareDiagnostics: false,
  ...overrides,
});

export const someDiagnostics = { page: '/games/star-jumper?level=2', appVersion: '1.4.0 (abc1234)', device: 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140' };

/** A signed-in moderator (or admin) and their client (tests only). */
export async function signedInModerator(server: TestServer, role: 'moderator' | 'admin' = 'moderator'): Promise<{ accountId: string; client: TestClient }> {
  const moderator = await signedInPlayer(server);
  await server.ctx.db.query('UPDATE accounts SET role = $2 WHERE id = $1', [moderator.accountId, role]);
  // Staff need a second factor before the desk answers (src/second-factor/).
  await enableTotp(server, moderator.client);
  return moderator;
}

/** Files a ticket as `client` and returns its number, failing loudly when it is refused. */
export async function fileTicketAs(client: TestClient, overrides: Partial<TicketBody> = {}): Promise<string> {
  const { number } = await client.api.call('createSupportTicket', { body: ticketBody(overrides) });
  return number;
}

/** How many tickets are stored, to show that a refused one stored nothing (tests only). */
export async function ticketCount(server: TestServer): Promise<number> {
  const [row] = await server.ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM support_tickets');
  return row?.count ?? -1;
}
