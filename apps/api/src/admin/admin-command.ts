import { parseArgs } from 'node:util';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { checkLedger, describeLedgerCheck } from '../ledger/check-ledger.ts';
import { commitLedgerDay } from '../proofs/commit-ledger-day.ts';
import { findAccountByIdentity, listStaff, requireAccountSummary, parseIdentity, setAccountRole, staffRoles, type AccountSummary, type IdentityQuery, type Role } from '../accounts/account-roles.ts';

export const adminUsage = `Usage: site-api-admin <command>

  promote <e-mail or wallet address> [--role admin|moderator]   give the account that signs in with it a role (default admin)
  demote <e-mail or wallet address>                             make that account a player again
  list                                                          every admin and moderator
  ledger-check                                                  check the ledger: every asset sums to zero, no user
                                                                balance below zero, cached balances equal the transfers
  ledger-commit                                                 build today's ledger commitment now if it is not built yet, and
                                                                publish it (what the daily job does; once per UTC day)
  telegram-set-webhook                                          point the Telegram bot's webhook at PUBLIC_ORIGIN/api/telegram/webhook
                                                                with TELEGRAM_WEBHOOK_SECRET (setWebhook; needs no database)

It works on the database the server uses: DATABASE_URL, or the embedded one in DATA_DIR
(default apps/api/.data). Exit codes: 0 done, 1 no such account, refused or a ledger check failed, 2 bad arguments or configuration.`;

/** A command that works on the database. */
export type AdminCommand = { name: 'promote'; identity: IdentityQuery; role: Role } | { name: 'demote'; identity: IdentityQuery } | { name: 'list' } | { name: 'ledger-check' } | { name: 'ledger-commit' };

export interface AdminOutput {
  out(line: string): void;
  err(line: string): void;
}

export class AdminUsageError extends Error {
  override name = 'AdminUsageError';
}

/** The command the arguments ask for; throws an AdminUsageError naming what is wrong. */
export function parseAdminCommand(argv: readonly string[]): AdminCommand | { name: 'help' } | { name: 'telegram-set-webhook' } {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    throw new AdminUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (values.help || name === 'help') return { name: 'help' };
  if (name === undefined) throw new AdminUsageError('Name a command: promote, demote, list, ledger-check, ledger-commit or telegram-set-webhook.');
  if (values.role !== undefined && name !== 'promote') throw new AdminUsageError('--role goes with promote only.');

  if (name === 'list' || name === 'ledger-check' || name === 'ledger-commit' || name === 'telegram-set-webhook') {
    if (rest.length > 0) throw new AdminUsageError(`${name} takes no arguments (got ${rest.join(' ')}).`);
    return { name };
  }
  if (name !== 'promote' && name !== 'demote') throw new AdminUsageError(`Unknown command "${name}": use promote, demote, list, ledger-check, ledger-commit or telegram-set-webhook.`);
  if (rest.length !== 1) throw new AdminUsageError(`${name} takes one e-mail or wallet address (got ${rest.length}).`);
  const identity = parseIdentity(rest[0] ?? '');
  if (!identity) throw new AdminUsageError(`"${rest[0]}" is neither an e-mail address nor a wallet address (0x and 40 hex digits).`);
  if (name === 'demote') return { name, identity };
  const role = values.role ?? 'admin';
  if (!(staffRoles as readonly string[]).includes(role)) throw new AdminUsageError(`--role must be admin or moderator (got "${role}").`);
  return { name, identity, role: role as Role };
}

/** Runs a parsed command on `db` (`config`: the server's, which ledger-commit needs); returns the process exit code. */
export async function runAdminCommand(command: AdminCommand, db: Database, io: AdminOutput, config?: Config): Promise<number> {
  if (command.name === 'list') {
    const staff = await listStaff(db);
    if (staff.length === 0) io.out('No admins or moderators yet.');
    for (const account of staff) io.out(describe(account));
    return 0;
  }
  if (command.name === 'ledger-check') {
    const report = await checkLedger(db);
    for (const line of describeLedgerCheck(report)) io.out(line);
    return report.ok ? 0 : 1;
  }
  if (command.name === 'ledger-commit') return commitNow(db, io, config);

  const { identity } = command;
  const found = await findAccountByIdentity(db, identity);
  if (!found) {
    io.err(`No account signs in with the ${identity.kind === 'email' ? 'e-mail address' : 'wallet'} ${identity.subject}. It must sign in once first.`);
    return 1;
  }
  const role: Role = command.name === 'promote' ? command.role : 'player';
  // Anyone can register an address they do not own; only a verified one proves its owner.
  if (command.name === 'promote' && !found.verified) {
    io.err(`${identity.subject} is not verified yet: its owner must open the verification link first.`);
    return 1;
  }
  const before = await db.transaction((tx) => setAccountRole(tx, found.accountId, role));
  const account = await requireAccountSummary(db, found.accountId);
  io.out(before === role ? `Already ${role}: ${describe(account)}` : `Now ${role} (was ${before}): ${describe(account)}`);
  return 0;
}

/** What the daily job does, now; the command waits 20 s at most for the publication to be mined (the job sends it again later). */
async function commitNow(db: Database, io: AdminOutput, config: Config | undefined): Promise<number> {
  if (!config) throw new Error('ledger-commit needs the server\'s configuration');
  try {
    const outcome = await commitLedgerDay({ db, config, now: () => new Date() }, { receiptWaitMs: 20_000 });
    if (outcome === 'disabled') {
      io.err('PROOF_SALT_SECRET is not set: no commitment is built.');
      return 1;
    }
    io.out(outcome === 'site_only' ? "Today's commitment is built and published on the site only (no PROOF_PUBLISHER_KEY)." : "Today's commitment is built and its root published on the chain.");
    return 0;
  } catch (error) {
    io.err(`Today's commitment is not published: ${(error as Error).message}`);
    return 1;
  }
}

function describe(account: AccountSummary): string {
  return `${account.role.padEnd(9)} ${account.id}  ${JSON.stringify(account.displayName)}  ${account.identities.join(', ')}`;
}
