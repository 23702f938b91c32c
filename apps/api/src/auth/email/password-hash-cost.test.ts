import { beforeAll, describe, expect, it } from 'vitest';
import { findEmailPassword, setPasswordHash } from '../../accounts/identity-store.ts';
import { newAddress, passwordHashOf, registerAndVerify, signIn, startEmailTestBed, strongPassword, type EmailTestBed } from '../../test-support/email-flow.ts';
import { hashPassword, parsePasswordHash, passwordHashParameters } from '../password-hash.ts';

/** Gives `email`'s account a hash of its password made at `cost`, as a server with that setting would have stored it. */
async function storeHashMadeAt(bed: EmailTestBed, email: string, cost: number): Promise<void> {
  const identity = await findEmailPassword(bed.server.ctx.db, email);
  if (!identity) throw new Error(`${email} has no password`);
  await setPasswordHash(bed.server.ctx.db, identity.id, await hashPassword(strongPassword, passwordHashParameters({ passwordHashCost: cost })));
}

/** The cost (log2 of N) `email`'s stored hash was made at. */
async function storedCost(bed: EmailTestBed, email: string): Promise<number | undefined> {
  const parsed = parsePasswordHash((await passwordHashOf(bed, email)) ?? '');
  return parsed ? Math.log2(parsed.parameters.n) : undefined;
}

// The stored hash carries its own parameters (auth/password-hash.ts), so changing
// PASSWORD_HASH_COST locks nobody out, whichever way it moves.
describe.each([
  { made: 15, setting: 10, what: 'at the production cost signs in on a server set lower' },
  { made: 10, setting: 15, what: 'at a low cost signs in on a server at the production cost' },
])('a password hashed $what', ({ made, setting }) => {
  let bed: EmailTestBed;
  beforeAll(async () => {
    bed = await startEmailTestBed({ PASSWORD_HASH_COST: String(setting) });
  });

  it(`(made at ${made}, set to ${setting}), and is made again at the setting's cost`, async () => {
    const email = newAddress('cost');
    await registerAndVerify(bed, email);
    expect(await storedCost(bed, email)).toBe(setting);
    await storeHashMadeAt(bed, email, made);
    expect(await storedCost(bed, email)).toBe(made);

    const client = await signIn(bed, email);
    expect((await client.api.call('getSession')).account).not.toBeNull();
    expect(await storedCost(bed, email)).toBe(setting);
  });
});
