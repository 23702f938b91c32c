import { describe, expect, it } from 'vitest';
import { CURRENT_PARAMETERS, hashPassword, needsRehash, parsePasswordHash, spendPasswordCheck, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  it('are scrypt with their parameters and a fresh salt written in, and never contain the password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$scrypt\$n=32768,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('correct');
    expect(parsePasswordHash(hash)?.parameters).toEqual(CURRENT_PARAMETERS);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('keep verifying with the parameters they were made with, and say when to rehash', async () => {
    const old = await hashPassword('correct horse battery', { n: 2 ** 10, r: 8, p: 1 });
    expect(old.startsWith('$scrypt$n=1024,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });

  it('treat a damaged or hostile hash as no match instead of failing or exhausting memory', async () => {
    const hash = await hashPassword('correct horse battery');
    for (const bad of ['', 'plain-text', hash.replace('n=32768', 'n=3000'), hash.replace('n=32768', `n=${2 ** 30}`), hash.slice(0, -30)]) {
      expect(await verifyPassword('correct horse battery', bad)).toBe(false);
    }
  });

  it('spend the same work on an unknown account and still refuse', async () => {
    expect(await spendPasswordCheck('correct horse battery')).toBe(false);
  });
});
