import type { Deposit } from '@site/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { claimDeposit } from '../deposits/claim-deposit.ts';
import { listAccountDeposits, type DepositRow } from '../deposits/deposit-store.ts';
import { scanTreasuryDeposits } from '../deposits/scan-treasury.ts';

function depositView(row: DepositRow, requiredConfirmations: number): Deposit {
  return {
    txHash: row.tx_hash,
    state: row.state === 'unclaimed' ? 'confirming' : row.state,
    refusal: row.refusal,
    from: row.from_address,
    valueWei: row.value_wei,
    goldCoins: row.gold_coins.toString(),
    confirmations: row.confirmations,
    requiredConfirmations,
    createdAt: row.created_at.toISOString(),
    creditedAt: row.credited_at?.toISOString() ?? null,
  };
}

/** `POST /api/deposits` (200 credited, 202 confirming), `GET /api/deposits`, and the treasury watcher on its interval. */
export function registerDepositRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const required = ctx.config.deposits.confirmations;
  endpoint(app, 'claimDeposit', async ({ principal, body }, reply) => {
    const row = await claimDeposit(ctx, principal.accountId, body.txHash);
    if (row.state === 'confirming') void reply.code(202);
    return depositView(row, required);
  });
  endpoint(app, 'listDeposits', async ({ principal }) => ({ deposits: (await listAccountDeposits(ctx.db, principal.accountId)).map((row) => depositView(row, required)) }));

  const { scanSeconds, treasuryAddress } = ctx.config.deposits;
  if (scanSeconds === 0 || treasuryAddress === null) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const scan = (): void => {
    if (running) return;
    running = true;
    const work = scanTreasuryDeposits(ctx)
      .then((report) => {
        if (report.deposits.length > 0) app.log.info({ deposits: report.deposits, fromBlock: String(report.fromBlock), toBlock: String(report.toBlock) }, 'treasury deposits found');
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'the treasury scan failed; it runs again at the next interval');
      })
      .finally(() => {
        running = false;
      });
    ctx.inFlight.track(work);
  };
  app.addHook('onReady', (done) => {
    timer = setInterval(scan, scanSeconds * 1000);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
