/* eslint-disable no-console -- a command-line report: printing is its job. */
// Issue 12's load: two API processes (the production build) over one throwaway PostgreSQL, with
// anvil as the chain, driven on 127.0.0.1 for a bounded time by closed-loop clients doing what
// players do: sign in (scrypt), read games, news, balances and the economy summary, start and
// finish runs, convert game coins (a fresh requestId each), and deposit CORE on anvil and claim
// it. Each request goes to the two processes in turn. Prints requests per second and p50/p99 per
// endpoint with the answers by status, then runs the ledger's invariant check: the bench fails on
// any 5xx, lost connection or failed check. LOAD_SECONDS (default 25) and LOAD_CLIENTS (default
// 24) change the run.
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

const seconds = Number(process.env.LOAD_SECONDS ?? 25);
const clients = Number(process.env.LOAD_CLIENTS ?? 24);
const depositors = 3;
const publicOrigin = 'http://127.0.0.1:5173';

/** What a player's session does, in proportion: reads dominate, as on the site. */
const mix = ['games', 'news', 'balances', 'run', 'games', 'news', 'balances', 'convert', 'summary', 'run', 'games', 'news', 'balances', 'run', 'signIn', 'convert'] as const;
type Action = (typeof mix)[number];

interface Player extends BenchAccount {
  accountId: string;
}

const stats = new LoadStats();
const expectedStatus = (endpoint: string): number => (endpoint.startsWith('POST /api/games/:game/runs') ? 201 : 200);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-load-'));
  const postgres = await startTestPostgres({ settings: { shared_preload_libraries: 'pg_stat_statements' } });
  const anvil = await startAnvil({ accounts: depositors + 1 });
  const smtp = await startTestSmtpServer();
  const servers: ApiProcess[] = [];
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
    // One after the other: the first applies the migrations, the second finds them applied.
    servers.push(await startApiProcess({ env }));
    servers.push(await startApiProcess({ env }));
    const urls = servers.map((server) => server.url);

    const db = openPostgresDatabase(databaseUrl, { maxConnections: 2 });
    const players = await createPlayers(db, urls[0] ?? '', smtp);
    const wallets = await signInWallets(urls[0] ?? '', anvil.rpcUrl, anvil.accounts.slice(1, depositors + 1).map((address) => getAddress(address)));

    const profile = await DatabaseProfile.open(databaseUrl);
    await profile.start();
    console.log(`Load: ${clients} players and ${depositors} depositors for ${seconds} s over 2 API processes…`);
    const deadline = Date.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all([
      ...players.map((player, index) => playerLoop(player, index, urls, deadline)),
      ...wallets.map((wallet, index) => depositLoop(wallet, index, urls, anvil.rpcUrl, treasury, deadline)),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    const { lockWaits, statements } = await profile.stop();

    console.log(`\nThe API under load: 2 processes (production build) on one PostgreSQL ${serverVersion}, ${clients} players + ${depositors} depositors, ${elapsed.toFixed(1)} s, 127.0.0.1`);
    console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; a pool of 10 connections per process`);
    console.table(stats.table(elapsed));
    console.log(`Sessions waiting on a row lock (sampled every 100 ms): ${lockWaits.average} on average, ${lockWaits.max} at most. The database's statements by total time:`);
    console.table(statements);

    const report = await checkLedger(db);
    console.log(describeLedgerCheck(report).join('\n'));
    await db.close();
    const problems = stats.failures(expectedStatus).filter((line) => /(no answer|× 5\d\d)$/.test(line));
    if (problems.length > 0) throw new Error(`The servers failed requests:\n${problems.join('\n')}`);
    const refusals = stats.failures(expectedStatus);
    if (refusals.length > 0) console.log(`Refused (4xx), reported, not failing:\n${refusals.join('\n')}`);
    if (!report.ok) throw new Error('The ledger does not check out after the load.');
  } finally {
    closeConnections();
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
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
    const answer = await client.call('walletVerify', { body: { message, signature: await sign(address, message) } });
    const sid = client.cookies.get('sid');
    if (answer.status !== 200 || !sid) throw new Error(`wallet sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
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
