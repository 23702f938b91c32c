import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithIdentity, type ProvenIdentity } from '../accounts/identity-store.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { AdminUsageError, parseAdminCommand, runAdminCommand } from './admin-command.ts';

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let db: Database;
let accounts: { verified: string; unverified: string; wallet: string };

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  const create = (identity: ProvenIdentity) => db.transaction((tx) => createAccountWithIdentity(tx, identity, { now: new Date() }));
  accounts = {
    verified: await create({ kind: 'email', subject: 'boss@example.com', label: 'boss@example.com', verified: true, suggestedName: 'Boss' }),
    unverified: await create({ kind: 'email', subject: 'claimed@example.com', label: 'claimed@example.com', verified: false }),
    wallet: await create({ kind: 'wallet', subject: wallet.toLowerCase(), label: wallet, verified: true }),
  };
});
afterAll(() => db.close());

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const command = parseAdminCommand(argv);
  if (command.name === 'help' || command.name === 'telegram-set-webhook') throw new Error('not a database command');
  const code = await runAdminCommand(command, db, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function roleOf(accountId: string): Promise<string | undefined> {
  return (await db.query<{ role: string }>('SELECT role FROM accounts WHERE id = $1', [accountId]))[0]?.role;
}

describe('the admin command', () => {
  it('lists nobody before anyone is promoted', async () => {
    expect(await run('list')).toEqual({ code: 0, out: 'No admins or moderators yet.', err: '' });
  });

  it('promotes the account of a verified e-mail to admin, whatever the case typed', async () => {
    const result = await run('promote', 'Boss@Example.COM');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Now admin (was player)');
    expect(result.out).toContain(accounts.verified);
    expect(await roleOf(accounts.verified)).toBe('admin');
    expect((await run('promote', 'boss@example.com')).out).toMatch(/^Already admin/);
  });

  it('makes a wallet a moderator, found by its checksummed address', async () => {
    expect((await run('promote', wallet, '--role', 'moderator')).code).toBe(0);
    expect(await roleOf(accounts.wallet)).toBe('moderator');
  });

  it('lists admins first, with their identities', async () => {
    const { code, out } = await run('list');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^admin +${accounts.verified} +"Boss" +email: boss@example.com$`));
    expect(lines[1]).toMatch(new RegExp(`^moderator ${accounts.wallet} .*wallet: ${wallet}$`));
  });

  it('demotes to player', async () => {
    expect((await run('demote', wallet)).out).toContain('Now player (was moderator)');
    expect(await roleOf(accounts.wallet)).toBe('player');
  });

  it('refuses an unverified e-mail, which anyone could have registered, and changes nothing', async () => {
    const result = await run('promote', 'claimed@example.com');
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err).toContain('claimed@example.com is not verified yet');
    expect(await roleOf(accounts.unverified)).toBe('player');
  });

  it('says when no account signs in with the identity', async () => {
    const result = await run('promote', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.err).toBe('No account signs in with the e-mail address nobody@example.com. It must sign in once first.');
    expect((await run('demote', '0x0000000000000000000000000000000000000001')).err).toContain('No account signs in with the wallet 0x0000000000000000000000000000000000000001');
  });

  it('names what is wrong with bad arguments', () => {
    const problems: [string[], string][] = [
      [[], 'Name a command: promote, demote, list, ledger-check, ledger-commit or telegram-set-webhook.'],
      [['grant', 'a@b.co'], 'Unknown command "grant": use promote, demote, list, ledger-check, ledger-commit or telegram-set-webhook.'],
      [['promote'], 'promote takes one e-mail or wallet address (got 0).'],
      [['promote', 'a@b.co', 'c@d.co'], 'promote takes one e-mail or wallet address (got 2).'],
      [['promote', 'alice'], '"alice" is neither an e-mail address nor a wallet address (0x and 40 hex digits).'],
      [['promote', '0x1234'], '"0x1234" is neither an e-mail address nor a wallet address'],
      [['promote', 'a@b.co', '--role', 'player'], '--role must be admin or moderator (got "player").'],
      [['demote', 'a@b.co', '--role', 'admin'], '--role goes with promote only.'],
      [['list', 'extra'], 'list takes no arguments (got extra).'],
      [['list', '--force'], "Unknown option '--force'"],
    ];
    for (const [argv, message] of problems) {
      expect(() => parseAdminCommand(argv), argv.join(' ')).toThrow(AdminUsageError);
      expect(() => parseAdminCommand(argv), argv.join(' ')).toThrow(message);
    }
    expect(parseAdminCommand(['--help'])).toEqual({ name: 'help' });
  });
});
