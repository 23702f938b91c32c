import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolvePostgresBinDir } from '@site/testing/postgres';

/**
 * One transfer as bare SQL, as a client that knows its ids sends it: the idempotency row, the
 * user's balance locked and checked, the transfer row, the user's balance, the system's balance
 * written last. `:first`..`:last` are the bench accounts' ledger ids, `:burn` the burn account's.
 */
export const bareTransfer = `\\set u random(:first, :last)
BEGIN;
INSERT INTO ledger_operations (idempotency_key, request) VALUES ('bare:' || txid_current(), 'bare');
SELECT balance FROM ledger_balances WHERE ledger_account_id = :u AND asset = 'game_coin' FOR UPDATE \\gset
\\if :balance < 1
ROLLBACK;
\\else
INSERT INTO ledger_transfers (idempotency_key, leg, asset, from_account, to_account, amount, reason) VALUES ('bare:' || txid_current(), 0, 'game_coin', :u, :burn, 1, 'burn_game_coin');
UPDATE ledger_balances SET balance = balance - 1 WHERE ledger_account_id = :u AND asset = 'game_coin';
UPDATE ledger_balances SET balance = balance + 1 WHERE ledger_account_id = :burn AND asset = 'game_coin';
COMMIT;
\\endif
`;

/** pgbench with `clients` clients for `seconds` on the script; its transactions per second. */
export async function pgbench(url: string, script: string, variables: Record<string, string>, { clients, seconds }: { clients: number; seconds: number }): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'api-bench-pgbench-'));
  try {
    const file = join(dir, 'transfer.sql');
    writeFileSync(file, script);
    const args = ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', file, ...Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]), url];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(join(resolvePostgresBinDir(), 'pgbench'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      const keep = (chunk: Buffer): void => {
        text += chunk.toString();
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve(text);
        else reject(new Error(`pgbench exited with ${code}:\n${text}`));
      });
    });
    const failed = /number of failed transactions: (\d+)/.exec(output);
    if (failed && failed[1] !== '0') throw new Error(`pgbench: ${failed[1]} failed transactions:\n${output}`);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    if (!tps?.[1]) throw new Error(`pgbench printed no tps:\n${output}`);
    return Number(tps[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

