import { getAddress, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLocalChain } from '@site/testing/vitest';
import { refusal, type TestClient, type TestResponse } from '../../test-support/test-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { accountsAndIdentities, askNonce, nodeSigner, siweMessage } from '../../test-support/siwe-flow.ts';

let server: TestServer;
let sign: ReturnType<typeof nodeSigner>;
let alice: Address;
let bob: Address;
let carol: Address;

beforeAll(async () => {
  const chain = getLocalChain();
  server = await startTestServer({ CHAIN_RPC_URL: chain.rpcUrl });
  sign = nodeSigner(chain.rpcUrl);
  [alice, bob, carol] = chain.accounts.slice(0, 3).map((address) => getAddress(address)) as [Address, Address, Address];
});

/** The whole /wallet-login exchange for `address`, signed by its key on the node. */
async function signInWithWallet(client = server.client(), address = alice, options: { link?: boolean } = {}) {
  const fields = await askNonce(client);
  const message = siweMessage(fields, address);
  return client.api.call('walletVerify', { body: { message, signature: await sign(address, message), ...options } });
}

describe('Sign-In with Ethereum', () => {
  it('hands out a single-use nonce with the fields the message must carry', async () => {
    const before = Date.now();
    const fields = await askNonce(server.client());
    expect(fields).toMatchObject({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173', chainId: 1116, statement: expect.any(String) });
    expect(fields.nonce).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(Date.parse(fields.issuedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(fields.expirationTime) - Date.parse(fields.issuedAt)).toBe(600_000);
    expect((await askNonce(server.client())).nonce).not.toBe(fields.nonce);
  });

  it('creates an account for a new wallet, and signs in to the same one again', async () => {
    const first = server.client();
    const created = await signInWithWallet(first, carol);
    expect(created.account.identities).toEqual([expect.objectContaining({ kind: 'wallet', label: carol })]);
    expect((await first.api.call('getSession')).account?.id).toBe(created.account.id);

    const again = await signInWithWallet(server.client(), carol);
    expect(again.account.id).toBe(created.account.id);
    const rows = await server.ctx.db.query('SELECT subject, label, verified FROM identities WHERE account_id = $1', [created.account.id]);
    expect(rows).toEqual([{ subject: carol.toLowerCase(), label: carol, verified: true }]);
  });

  it('links a wallet to the signed-in account, and refuses one that another account holds', async () => {
    const bobsBrowser = server.client();
    const bobsAccount = (await signInWithWallet(bobsBrowser, bob)).account;
    const alicesBrowser = server.client();
    const alicesAccount = (await signInWithWallet(alicesBrowser, alice)).account;

    const taken = await refusal(signInWithWallet(alicesBrowser, bob, { link: true }));
    expect(taken).toMatchObject({ status: 409, code: 'identity_taken' });
    expect(await server.ctx.db.query('SELECT account_id FROM identities WHERE subject = $1', [bob.toLowerCase()])).toEqual([{ account_id: bobsAccount.id }]);

    const fresh = getAddress(getLocalChain().accounts[3]!);
    const linked = await signInWithWallet(alicesBrowser, fresh, { link: true });
    expect(linked.account.id).toBe(alicesAccount.id);
    expect(linked.account.identities.map((identity: { label: string }) => identity.label).sort()).toEqual([alice, fresh].sort());
  });

  it('refuses to link without a session', async () => {
    const before = await accountsAndIdentities(server.ctx.db);
    const response = await refusal(signInWithWallet(server.client(), getAddress(getLocalChain().accounts[4]!), { link: true }));
    expect(response).toMatchObject({ status: 401, code: 'not_signed_in' });
    expect(await accountsAndIdentities(server.ctx.db)).toEqual(before);
  });
});

describe('Sign-In with Ethereum refuses, changing nothing', () => {
  const stranger = (): Address => getAddress(getLocalChain().accounts[5]!);

  async function expectRefused(call: () => Promise<TestResponse>, status: number, code: string, field: string): Promise<void> {
    const before = await accountsAndIdentities(server.ctx.db);
    const response = await call();
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body).toMatchObject({ error: { code, message: expect.stringMatching(/\w/), details: { field } } });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await accountsAndIdentities(server.ctx.db)).toEqual(before);
  }

  async function verifyWith(changes: Parameters<typeof siweMessage>[2], signer = stranger()) {
    const client = server.client();
    const message = siweMessage(await askNonce(client), stranger(), changes);
    return client.call('walletVerify', { body: { message, signature: await sign(signer, message) } });
  }

  it('a nonce used once already', async () => {
    const client = server.client();
    const fields = await askNonce(client);
    const message = siweMessage(fields, bob);
    const signature = await sign(bob, message);
    await client.api.call('walletVerify', { body: { message, signature } });
    await expectRefused(() => client.call('walletVerify', { body: { message, signature } }), 400, 'nonce_invalid', 'body.message');
  });

  it('a nonce the server never issued', async () => {
    await expectRefused(() => verifyWith({ nonce: 'a1b2c3d4e5f6a7b8c9d0' }), 400, 'nonce_invalid', 'body.message');
  });

  it('a message past its expiration time', async () => {
    const client = server.client();
    const message = siweMessage(await askNonce(client), stranger());
    const signature = await sign(stranger(), message);
    server.advanceClock(601_000);
    try {
      await expectRefused(() => client.call('walletVerify', { body: { message, signature } }), 400, 'nonce_invalid', 'body.message');
    } finally {
      server.advanceClock(-601_000);
    }
  });

  it('a nonce that expired, even in a message claiming a later expiry', async () => {
    const client = server.client();
    const fields = await askNonce(client);
    server.advanceClock(601_000);
    try {
      const message = siweMessage(fields, stranger(), { issuedAt: new Date(Date.now() + 601_000), expirationTime: new Date(Date.now() + 1_200_000) });
      await expectRefused(async () => client.call('walletVerify', { body: { message, signature: await sign(stranger(), message) } }), 400, 'nonce_invalid', 'body.message');
    } finally {
      server.advanceClock(-601_000);
    }
  });

  it('a message for another domain', async () => {
    await expectRefused(() => verifyWith({ domain: 'evil.example' }), 400, 'siwe_invalid', 'body.message');
  });

  it('a message for another chain', async () => {
    await expectRefused(() => verifyWith({ chainId: 1 }), 400, 'siwe_invalid', 'body.message');
  });

  it('a message with another URI', async () => {
    await expectRefused(() => verifyWith({ uri: 'https://evil.example/wallet-login' }), 400, 'siwe_invalid', 'body.message');
  });

  it('a message not valid yet, or issued in the future', async () => {
    await expectRefused(() => verifyWith({ notBefore: new Date(Date.now() + 300_000) }), 400, 'siwe_invalid', 'body.message');
    await expectRefused(() => verifyWith({ issuedAt: new Date(Date.now() + 300_000) }), 400, 'siwe_invalid', 'body.message');
  });

  it('a message without an expiration time', async () => {
    await expectRefused(() => verifyWith({ expirationTime: undefined }), 400, 'siwe_invalid', 'body.message');
  });

  it('a signature by another key', async () => {
    await expectRefused(() => verifyWith({}, carol), 401, 'signature_invalid', 'body.signature');
  });

  it('a signature that is not one', async () => {
    const client = server.client();
    const message = siweMessage(await askNonce(client), stranger());
    await expectRefused(() => client.call('walletVerify', { body: { message, signature: '0x1234' } }), 401, 'signature_invalid', 'body.signature');
  });

  it('a message that is not EIP-4361', async () => {
    const client = server.client();
    const { nonce } = await askNonce(client);
    const message = `Please sign in to 127.0.0.1:5173 with nonce ${nonce}`;
    await expectRefused(async () => client.call('walletVerify', { body: { message, signature: await sign(stranger(), message) } }), 400, 'siwe_invalid', 'body.message');
    // The nonce was not spent by the refused message.
    const good = siweMessage({ ...(await askNonce(client)), nonce }, stranger());
    await client.api.call('walletVerify', { body: { message: good, signature: await sign(stranger(), good) } });
  });
});

describe('Sign-In with Ethereum per-wallet rate limit', () => {
  it('refuses a wallet past RATE_LIMIT_PER_IDENTITY sign-ins a minute', async () => {
    const limited = await startTestServer({ CHAIN_RPC_URL: getLocalChain().rpcUrl, RATE_LIMIT_PER_IDENTITY: '2' });
    // Start at the beginning of a one-minute window, so that the attempts below share it.
    limited.advanceClock(60_000 - (limited.ctx.now().getTime() % 60_000) + 1_000);
    const signedBody = async (client: TestClient) => {
      const message = siweMessage(await askNonce(client), bob);
      return { message, signature: await sign(bob, message) };
    };
    for (const client of [limited.client(), limited.client()]) await client.api.call('walletVerify', { body: await signedBody(client) });
    const third = limited.client();
    // Raw: the test reads the refusal's Retry-After header.
    const refused = await third.call('walletVerify', { body: await signedBody(third) });
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
