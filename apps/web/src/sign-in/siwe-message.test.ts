import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { buildSiweMessage, type SiweFields } from './siwe-message.ts';

const fields: SiweFields = {
  nonce: '5f2b9c0e8d7a4b3c2d1e0f9a8b7c6d5e',
  domain: 'games.example:8443',
  uri: 'https://games.example:8443',
  chainId: 1116,
  statement: 'Sign in to Core Games.',
  issuedAt: '2030-01-02T03:04:05.000Z',
  expirationTime: '2030-01-02T03:14:05.000Z',
};

describe('buildSiweMessage', () => {
  it("carries every field the server gave, and the checksummed address", () => {
    const message = buildSiweMessage(fields, '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
    expect(message.startsWith('games.example:8443 wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n')).toBe(true);
    const parsed = parseSiweMessage(message);
    expect(parsed).toMatchObject({
      domain: 'games.example:8443',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      uri: 'https://games.example:8443',
      chainId: 1116,
      nonce: fields.nonce,
      statement: 'Sign in to Core Games.',
      version: '1',
    });
    expect(parsed.issuedAt?.toISOString()).toBe(fields.issuedAt);
    expect(parsed.expirationTime?.toISOString()).toBe(fields.expirationTime);
  });

  it('refuses an address that is not one', () => {
    expect(() => buildSiweMessage(fields, '0x1234')).toThrow();
  });
});
