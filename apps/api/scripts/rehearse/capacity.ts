import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { call, type Answer } from '../../bench/load-http.ts';
import { bareTransfer, pgbench } from '../../bench/pgbench-transfer.ts';
import type { Player } from './traffic.ts';

export interface Capacity {
  /** Closed-loop clients of the reads, and of the burns (the money bench's 50, bench/money.bench.ts). */
  clients: number;
  burnClients: number;
  seconds: number;
  /** Signed-in reads a second, each machine driven alone and directly, one after the other. */
  singles: Record<string, number>;
  /** The three driven directly at once, the clients split among them: the box's own ceiling. */
  threeDirect: number;
  /** The three through the balancer, the same clients. */
  throughBalancer: number;
  /** Burns a second: the bare SQL of one transfer from pgbench, the API's burn through the balancer, and on one machine driven directly. */
  burn: { pgbench: number | null; api: number; apiOneMachine: number; note?: string };
  failed: number;
}

/** `clients` closed loops for `seconds`, client i asking `targets[i % n]`; answers a second (2xx) and failures. */
async function closedLoop(targets: readonly string[], players: readonly Player[], clients: number, seconds: number, send: (url: string, player: Player) => Promise<Answer>): Promise<{ perSecond: number; failed: number }> {
  const deadline = performance.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const url = targets[index % targets.length] ?? '';
      const player = players[index % players.length];
      if (!player) return;
      while (performance.now() < deadline) {
        const answer = await send(url, player);
        if (answer.status !== 'no answer' && answer.status < 300) ok += 1;
        else failed += 1;
      }
    }),
  );
  return { perSecond: Math.round(ok / seconds), failed };
}

const signedInRead = (url: string, player: Player): Promise<Answer> => call(url, 'GET', '/api/ledger/balances', { cookie: player.cookie });
const burnOne = (url: string, player: Player): Promise<Answer> => call(url, 'POST', '/api/economy/burn-game-coin', { cookie: player.cookie, body: { requestId: randomUUID(), gameCoins: '1' } });

/**
 * The two comparisons of issue 42's goals, each with the same clients for the same seconds: the
 * balancer against the machines driven directly, and the API's burn against pgbench's bare SQL
 * of the same transfer (bench/pgbench-transfer.ts) on the same primary.
 */
export async function measureCapacity(options: { balancerUrl: string; machines: { name: string; url: string }[]; players: Player[]; primaryUrl: string; clients: number; burnClients: number; seconds: number }): Promise<Capacity> {
  const { players, clients, burnClients, seconds } = options;
  let failed = 0;
  const singles: Record<string, number> = {};
  for (const machine of options.machines) {
    const alone = await closedLoop([machine.url], players, clients, seconds, signedInRead);
    singles[machine.name] = alone.perSecond;
    failed += alone.failed;
  }
  const direct = await closedLoop(
    options.machines.map((machine) => machine.url),
    players,
    clients,
    seconds,
    signedInRead,
  );
  const balanced = await closedLoop([options.balancerUrl], players, clients, seconds, signedInRead);
  const apiBurns = await closedLoop([options.balancerUrl], players, burnClients, seconds, burnOne);
  const oneMachineBurns = await closedLoop([options.machines[0]?.url ?? options.balancerUrl], players, burnClients, seconds, burnOne);
  failed += direct.failed + balanced.failed + apiBurns.failed + oneMachineBurns.failed;
  return {
    clients,
    burnClients,
    seconds,
    singles,
    threeDirect: direct.perSecond,
    throughBalancer: balanced.perSecond,
    burn: { ...(await bareBurns(options.primaryUrl, players, burnClients, seconds)), api: apiBurns.perSecond, apiOneMachine: oneMachineBurns.perSecond },
    failed,
  };
}

async function bareBurns(primaryUrl: string, players: readonly Player[], clients: number, seconds: number): Promise<{ pgbench: number | null; note?: string }> {
  const db = new pg.Client({ connectionString: primaryUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      "SELECT la.id::text FROM ledger_accounts la WHERE la.account_id = ANY($1::uuid[]) AND EXISTS (SELECT 1 FROM ledger_balances b WHERE b.ledger_account_id = la.id AND b.asset = 'game_coin') ORDER BY la.id",
      [players.map((player) => player.accountId)],
    );
    const [burn] = (await db.query<{ id: string }>("SELECT id::text FROM ledger_accounts WHERE system_name = 'burn'")).rows;
    const ids = rows.map((row) => BigInt(row.id));
    const first = ids[0];
    const last = ids.at(-1);
    if (!burn || first === undefined || last === undefined || last - first !== BigInt(ids.length - 1)) return { pgbench: null, note: "the players' ledger accounts are not consecutive: pgbench's random account would miss" };
    return { pgbench: Math.round(await pgbench(primaryUrl, bareTransfer, { first: String(first), last: String(last), burn: burn.id }, { clients, seconds })) };
  } finally {
    await db.end();
  }
}
