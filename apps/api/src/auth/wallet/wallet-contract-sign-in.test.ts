import { createServer } from 'node:net';
import { getAddress, type Address } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLocalChain } from '@site/testing/vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { deployOwnedTestWallet } from '../../test-support/owned-test-wallet.ts';
import { accountsAndIdentities, askNonce, nodeSigner, siweMessage } from '../../test-support/siwe-flow.ts';
import { refusal } from '../../test-support/test-client.ts';

let server: TestServer;
let sign: ReturnType<typeof nodeSigner>;
let owner: Address;
let stranger: Address;
let contractWallet: Address;

beforeAll(async () => {
  const chain = getLocalChain();
  server = await startTestServer({ CHAIN_RPC_URL: chain.rpcUrl });
  sign = nodeSigner(chain.rpcUrl);
  [owner, stranger] = [getAddress(chain.accounts[6]!), getAddress(chain.accounts[7]!)];
  contractWallet = getAddress(await deployOwnedTestWallet(chain.rpcUrl, owner, owner));
});

/** A port on 127.0.0.1 that nothing listens on: an RPC that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('Sign-In with Ethereum for a contract wallet (EIP-1271)', () => {
  it('signs in as the contract when its owner signed the message', async () => {
    const client = server.client();
    const message = siweMessage(await askNonce(client), contractWallet);
    const response = await client.api.call('walletVerify', { body: { message, signature: await sign(owner, message) } });
    expect(response.account.identities).toEqual([expect.objectContaining({ kind: 'wallet', label: contractWallet })]);
    expect(await server.ctx.db.query("SELECT subject FROM identities WHERE kind = 'wallet'")).toEqual([{ subject: contractWallet.toLowerCase() }]);
  });

  it('refuses a signature the contract does not vouch for', async () => {
    const before = await accountsAndIdentities(server.ctx.db);
    const client = server.client();
    const message = siweMessage(await askNonce(client), contractWallet);
    const response = await refusal(client.api.call('walletVerify', { body: { message, signature: await sign(stranger, message) } }));
    expect(response).toMatchObject({ status: 401, code: 'signature_invalid', field: 'body.signature' });
    expect(await accountsAndIdentities(server.ctx.db)).toEqual(before);
  });
});

describe('Sign-In with Ethereum while the chain RPC is down', () => {
  let offline: TestServer;
  beforeAll(async () => {
    offline = await startTestServer({ CHAIN_RPC_URL: `http://127.0.0.1:${await closedPort()}` });
  });

  it('answers 503 for a contract wallet, creating nothing', async () => {
    const client = offline.client();
    const message = siweMessage(await askNonce(client), contractWallet);
    const response = await client.call('walletVerify', { body: { message, signature: await sign(owner, message) } });
    expect(response).toMatchObject({ status: 503, body: { error: { code: 'service_unavailable', message: expect.stringContaining('RPC') } } });
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await accountsAndIdentities(offline.ctx.db)).toEqual([]);
  });

  it('still signs an ordinary account in: its signature is checked without the chain', async () => {
    const client = offline.client();
    const message = siweMessage(await askNonce(client), stranger);
    await client.api.call('walletVerify', { body: { message, signature: await sign(stranger, message) } });
  });
});
