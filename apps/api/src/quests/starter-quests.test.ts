import { expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';
import { offerStarterQuests } from './starter-quests.ts';

const server = await startTestServer();
const { db } = server.ctx;
const enabled = async (): Promise<number> => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quest_pool WHERE enabled'))[0]?.n ?? 0;

it('turns the seeded pool on for a fresh `npm start`, once, and leaves a pool staff have edited as they left it', async () => {
  expect(await enabled()).toBe(0);
  expect(await offerStarterQuests(db, server.ctx.now())).toBe(6);
  expect(await enabled()).toBe(6);
  // Staff turn everything off: a restart does not turn it back on.
  await db.query('UPDATE quest_pool SET enabled = false, updated_at = now() WHERE id = 1');
  await db.query('UPDATE quest_pool SET enabled = false');
  expect(await offerStarterQuests(db, server.ctx.now())).toBe(0);
  expect(await enabled()).toBe(0);
});
