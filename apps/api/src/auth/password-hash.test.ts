import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, parsePasswordHash, passwordHashParameters, spendPasswordCheck, verifyPassword } from './password-hash.ts';

const production = passwordHashParameters({ passwordHashCost: 15 });
const cheap = passwordHashParameters({ passwordHashCost: 10 });

describe('password hashes', () => {
  it('are scrypt with N = 2^PASSWORD_HASH_COST, r = 8, p = 1 and a fresh salt written in, and never contain the password', async () => {
    expect(production).toEqual({ n: 32_768, r: 8, p: 1 });
    const hash = await hashPassword('correct horse battery', production);
    expect(hash).toMatch(/^\$scrypt\$n=32768,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('correct');
    expect(parsePasswordHash(hash)?.parameters).toEqual(production);
    expect(await hashPassword('correct horse battery', production)).not.toBe(hash);
    expect(await hashPassword('correct horse battery', cheap)).toMatch(/^\$scrypt\$n=1024,r=8,p=1\$/);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('correct horse battery', cheap);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('keep verifying with the parameters they were made with, whatever the setting, and say when to rehash', async () => {
    const old = await hashPassword('correct horse battery', cheap);
    expect(old.startsWith('$scrypt$n=1024,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(needsRehash(old, production)).toBe(true);
    expect(needsRehash(old, cheap)).toBe(false);
    const strong = await hashPassword('correct horse battery', production);
    expect(needsRehash(strong, cheap)).toBe(true);
    expect(needsRehash(strong, production)).toBe(false);
    expect(needsRehash('plain-text', production)).toBe(true);
  });

  it('treat a damaged or hostile hash as no match instead of failing or exhausting memory', async () => {
    const hash = await hashPassword('correct horse battery', production);
    for (const bad of ['', 'plain-text', hash.replace('n=32768', 'n=3000'), hash.replace('n=32768', `n=${2 ** 30}`), hash.slice(0, -30)]) {
      expect(await verifyPassword('correct horse battery', bad)).toBe(false);
    }
  });

  it('spend the same work on an unknown account and still refuse', async () => {
    expect(await spendPasswordCheck('correct horse battery', production)).toBe(false);
    expect(await spendPasswordCheck('correct horse battery', cheap)).toBe(false);
  });
});
