/* eslint-disable no-console -- a command-line report: printing is its job. */
// Issue 12's load, run at 1, 2 and 4 processes (issue 25): the production build (`dist/main.js`,
// CLUSTER_WORKERS=N: one process alone, or N workers on one port behind Node's cluster) over one
// throwaway PostgreSQL, with anvil as the chain, driven on 127.0.0.1 for a bounded time per round
// by closed-loop clients doing what players do: sign in (scrypt), read games, news, balances and
// the economy summary, start and finish runs, convert game coins (a fresh requestId each), and
// deposit CORE on anvil and claim it. Prints, per round, requests per second and p50/p99 per
// endpoint with the answers by status, then how the throughput grew with the processes, then runs
// the ledger's invariant check: the bench fails on any 5xx, lost connection or failed check.
// LOAD_SECONDS (default 15 a round), LOAD_CLIENTS (default 24) and LOAD_PROCESSES (default 1,2,4)
// change the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { getAddress, type Address } from 'viem';
import { startAnvil } from '@site/testing/anvil';
import { startTestPostgres } from '@site/testing/postgres';
import { startTestSmtpServer } from '@site/testing/smtp';
import pg from 'pg';
import { askNonce, nodeSigner, siweMessage } from '../src/test-support/siwe-flow.ts';
import { freshAddress, localChainClient } from '../src/deposits/local-chain-client.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { checkLedger, describeLedgerCheck } from '../src/ledger/check-ledger.ts';
import { systemParty, userParty } from '../src/ledger/ledger-types.ts';
import { transfer } from '../src/ledger/transfer.ts';
import { startApiProcess, type ApiProcess } from '../src/test-support/api-process.ts';
import { TestClient } from '../src/test-support/test-client.ts';
import { createBenchAccounts, type BenchAccount } from './bench-accounts.ts';
import { call, closeConnections } from './load-http.ts';
import { DatabaseProfile } from './load-database-profile.ts';
import { LoadStats } from './load-stats.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 15);
const clients = Number(process.env.LOAD_CLIENTS ?? 24);
const processCounts = (process.env.LOAD_PROCESSES ?? '1,2,4').split(',').map(Number);
const depositors = 3;
const publicOrigin = 'http://127.0.0.1:5173';

/** What a player's session does, in proportion: reads dominate, as on the site. */
const mix = ['games', 'news', 'balances', 'run', 'games', 'news', 'balances', 'convert', 'summary', 'run', 'games', 'news', 'balances', 'run', 'signIn', 'convert'] as const;
type Action = (typeof mix)[number];

interface Player extends BenchAccount {
  accountId: string;
}

/** The round's figures (a new one for each number of processes). */
let stats = new LoadStats();
const expectedStatus = (endpoint: string): number => (endpoint.startsWith('POST /api/games/:game/runs') ? 201 : 200);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-load-'));
  const postgres = await startTestPostgres({ settings: { shared_preload_libraries: 'pg_stat_statements' } });
  const anvil = await startAnvil({ accounts: depositors + 1 });
  const smtp = await startTestSmtpServer();
  let server: ApiProcess | null = null;
  const admin = new pg.Client({ connectionString: postgres.url });
  try {
    await admin.connect();
    await admin.query('CREATE DATABASE load');
    const serverVersion = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
    await admin.end();
    const databaseUrl = Object.assign(new URL(postgres.url), { pathname: '/load' }).href;
    const treasury = freshAddress();
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FILES_DIR: join(dataDir, 'files'),
      LOG_LEVEL: 'error',
      PUBLIC_ORIGIN: publicOrigin,
      SMTP_URL: smtp.url,
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_IDENTITY: '1000000',
      CHAIN_RPC_URL: anvil.rpcUrl,
      TREASURY_ADDRESS: treasury,
      DEPOSIT_CONFIRMATIONS: '1',
      // The watcher would scan the same blocks the claims credit; the claims are what is measured.
      DEPOSIT_SCAN_SECONDS: '0',
      RUN_MIN_SECONDS: '0',
      RUN_DAILY_REWARD_LIMIT: '1000000000',
      STAMINA_MAX: '1000000',
      GOLD_CONVERSION_DAILY_LIMIT: '1000000000',
    };
    const db = openPostgresDatabase(databaseUrl, { maxConnections: 2 });
    let players: Player[] = [];
    let wallets: { address: Address; cookie: string }[] = [];
    const growth: Record<string, string | number>[] = [];
    let problems: string[] = [];
    let refusals: string[] = [];
    console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; PostgreSQL ${serverVersion}; a pool of 10 connections per process`);

    for (const processes of processCounts) {
      // Several workers start at once on a machine they share with the database and the load: give them time.
      server = await startApiProcess({ env: { ...env, CLUSTER_WORKERS: String(processes) }, readyTimeoutMs: 300_000 });
      // The cluster answers as soon as one worker listens: the round starts when all do.
      if (processes > 1) await server.waitForLine(/"role":"cluster-primary","msg":"\d+ workers listening"/);
      const url = server.url;
      if (players.length === 0) {
        players = await createPlayers(db, url, smtp);
        wallets = await signInWallets(url, anvil.rpcUrl, anvil.accounts.slice(1, depositors + 1).map((address) => getAddress(address)));
      }

      stats = new LoadStats();
      const profile = await DatabaseProfile.open(databaseUrl);
      await profile.start();
      console.log(`\nLoad: ${clients} players and ${depositors} depositors for ${seconds} s over ${processes} API process(es)…`);
      const deadline = Date.now() + seconds * 1000;
      const started = performance.now();
      await Promise.all([...players.map((player, index) => playerLoop(player, index, [url], deadline)), ...wallets.map((wallet, index) => depositLoop(wallet, index, [url], anvil.rpcUrl, treasury, deadline))]);
      const elapsed = (performance.now() - started) / 1000;
      const { lockWaits, statements } = await profile.stop();
      closeConnections();
      await server.kill('SIGTERM');
      server = null;

      console.table(stats.table(elapsed));
      console.log(`Sessions waiting on a row lock (sampled every 100 ms): ${lockWaits.average} on average, ${lockWaits.max} at most.`);
      if (processes === processCounts.at(-1)) {
        console.log("The database's statements by total time:");
        console.table(statements);
      }
      const all = stats.overall(elapsed);
      const first = growth[0]?.['req/s'];
      growth.push({ processes, 'req/s': all.perSecond, 'vs 1': typeof first === 'number' && first > 0 ? `${(all.perSecond / first).toFixed(2)}×` : '1.00×', 'p50 ms': all.p50, 'p99 ms': all.p99 });
      problems = [...problems, ...stats.failures(expectedStatus).filter((line) => /(no answer|× 5\d\d)$/.test(line)).map((line) => `${processes} process(es): ${line}`)];
      refusals = [...refusals, ...stats.failures(expectedStatus).filter((line) => !/(no answer|× 5\d\d)$/.test(line)).map((line) => `${processes} process(es): ${line}`)];
    }

    console.log(`\nThroughput by processes (CLUSTER_WORKERS), ${clients} players + ${depositors} depositors, ${seconds} s each, 127.0.0.1, ${cpus().length} cores shared with the database and the load:`);
    console.table(growth);
    const report = await checkLedger(db);
    console.log(describeLedgerCheck(report).join('\n'));
    await db.close();
    if (problems.length > 0) throw new Error(`The servers failed requests:\n${problems.join('\n')}`);
    if (refusals.length > 0) console.log(`Refused (4xx), reported, not failing:\n${refusals.join('\n')}`);
    if (!report.ok) throw new Error('The ledger does not check out after the load.');
  } finally {
    closeConnections();
    await server?.kill('SIGTERM');
    await admin.end().catch(() => undefined);
    await smtp.close();
    await anvil.stop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** E-mail accounts made as visitors make them, each given game coins to convert. */
async function createPlayers(db: ReturnType<typeof openPostgresDatabase>, url: string, smtp: Awaited<ReturnType<typeof startTestSmtpServer>>): Promise<Player[]> {
  const accounts = await createBenchAccounts(url, smtp, clients);
  const players: Player[] = [];
  for (const account of accounts) {
    const rows = await db.query<{ account_id: string }>("SELECT account_id FROM identities WHERE kind = 'email' AND lower(subject) = lower($1)", [account.email]);
    const accountId = rows[0]?.account_id;
    if (!accountId) throw new Error(`No account for ${account.email}.`);
    await db.transaction((tx) => transfer(tx, { idempotencyKey: `load-fund-${accountId}`, reason: 'bench_credit', asset: 'game_coin', from: systemParty('mint'), to: userParty(accountId), amount: 10n ** 12n }));
    players.push({ ...account, accountId });
  }
  return players;
}

/** Accounts signed in with anvil's wallets (SIWE), which link them for deposits. */
async function signInWallets(url: string, rpcUrl: string, addresses: Address[]): Promise<{ address: Address; cookie: string }[]> {
  const sign = nodeSigner(rpcUrl);
  const wallets: { address: Address; cookie: string }[] = [];
  for (const address of addresses) {
    const client = new TestClient(url, publicOrigin);
    const message = siweMessage(await askNonce(client), address);
    await client.api.call('walletVerify', { body: { message, signature: await sign(address, message) } });
    const sid = client.cookies.get('sid');
    if (!sid) throw new Error('The wallet sign-in set no session cookie.');
    wallets.push({ address, cookie: `sid=${sid}` });
  }
  return wallets;
}

async function measured(endpoint: string, run: () => ReturnType<typeof call>): ReturnType<typeof call> {
  const answer = await run();
  stats.record(endpoint, answer.status, answer.milliseconds);
  return answer;
}

/** One player, one request after the other (a closed loop), each to the next process in turn. */
async function playerLoop(player: Player, index: number, urls: readonly string[], deadline: number): Promise<void> {
  let turn = index;
  const next = (): string => urls[(turn += 1) % urls.length] ?? '';
  for (let step = index; Date.now() < deadline; step += 1) {
    const action: Action = mix[step % mix.length] ?? 'games';
    const cookie = player.cookie;
    switch (action) {
      case 'signIn': {
        const answer = await measured('POST /api/auth/email/login', () => call(next(), 'POST', '/api/auth/email/login', { body: { email: player.email, password: player.password } }));
        if (answer.sessionCookie) player.cookie = answer.sessionCookie;
        break;
      }
      case 'games':
        await measured('GET /api/games', () => call(next(), 'GET', '/api/games'));
        break;
      case 'news':
        await measured('GET /api/news', () => call(next(), 'GET', '/api/news'));
        break;
      case 'balances':
        await measured('GET /api/ledger/balances', () => call(next(), 'GET', '/api/ledger/balances', { cookie }));
        break;
      case 'summary':
        await measured('GET /api/economy/summary', () => call(next(), 'GET', '/api/economy/summary', { cookie }));
        break;
      case 'convert':
        await measured('POST /api/economy/convert-game-coin', () => call(next(), 'POST', '/api/economy/convert-game-coin', { cookie, body: { requestId: randomUUID(), goldCoins: '1' } }));
        break;
      case 'run': {
        const start = await measured('POST /api/games/:game/runs', () => call(next(), 'POST', '/api/games/levels/runs', { cookie }));
        const runId = (start.body as { run?: { id?: string } } | null)?.run?.id;
        if (runId) await measured('POST /api/runs/:run/finish', () => call(next(), 'POST', `/api/runs/${runId}/finish`, { cookie, body: { score: 450, level: 1, completed: true } }));
        break;
      }
    }
  }
}

/** One wallet sending CORE to the treasury on anvil and claiming each deposit, in turn from each process. */
async function depositLoop(wallet: { address: Address; cookie: string }, index: number, urls: readonly string[], rpcUrl: string, treasury: Address, deadline: number): Promise<void> {
  const chain = localChainClient(rpcUrl);
  for (let step = index; Date.now() < deadline; step += 1) {
    const { hash } = await chain.send(wallet.address, treasury, `0.0${1 + (step % 9)}`);
    await measured('POST /api/deposits (claim)', () => call(urls[step % urls.length] ?? '', 'POST', '/api/deposits', { cookie: wallet.cookie, body: { txHash: hash } }));
  }
}

await main();
