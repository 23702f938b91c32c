import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chain } from '../chains/types.ts';
import { address1, createFakeWallet } from '../../test/fake-wallet.ts';
import { readBalance } from './read-balance.ts';

/** A real local JSON-RPC server: balances by address; `/broken` answers HTTP 500. */
let server: Server;
let baseUrl = '';
const received: unknown[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/broken') {
        response.writeHead(500).end('down');
        return;
      }
      const call = JSON.parse(body) as { id: number; method: string; params: unknown[] };
      received.push(call);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: '0x1bc16d674ec80001' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

const chain = (changes: Partial<Chain>): Chain => ({ id: '0x45c', namespace: 'evm', decimals: 18, token: 'CORE', ...changes });

describe('readBalance', () => {
  it("reads eth_getBalance through the chain's rpcUrl and formats it exactly", async () => {
    const provider = createFakeWallet();
    const balance = await readBalance(address1, chain({ rpcUrl: `${baseUrl}/rpc` }), provider);
    expect(balance).toEqual({ symbol: 'CORE', decimals: 18, value: 2_000_000_000_000_000_001n, formatted: '2.000000000000000001' });
    expect(received.at(-1)).toMatchObject({ jsonrpc: '2.0', method: 'eth_getBalance', params: [address1, 'latest'] });
    expect(provider.calls).toEqual([]);
  });

  it("falls back to the wallet's provider when the RPC fails or there is none", async () => {
    const provider = createFakeWallet({ eth_getBalance: () => '0xf4240' });
    await expect(readBalance(address1, chain({ rpcUrl: `${baseUrl}/broken`, decimals: 6 }), provider)).resolves.toMatchObject({
      value: 1_000_000n,
      formatted: '1',
    });
    await expect(readBalance(address1, chain({}), provider)).resolves.toMatchObject({ formatted: '0.000000000001' });
    expect(provider.calls).toHaveLength(2);
  });

  it('is null when nobody gives a valid quantity', async () => {
    const provider = createFakeWallet({ eth_getBalance: () => 'lots' });
    await expect(readBalance(address1, chain({ rpcUrl: `${baseUrl}/broken` }), provider)).resolves.toBeNull();
  });
});
