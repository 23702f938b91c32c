import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLocalChain } from '../vitest/local-chain.ts';
import { callJsonRpc } from './call-json-rpc.ts';
import { JsonRpcError } from './json-rpc-error.ts';

describe('callJsonRpc against the local chain', () => {
  it('resolves with the result', async () => {
    await expect(callJsonRpc(getLocalChain().rpcUrl, 'eth_chainId')).resolves.toBe('0x45c');
  });

  it('rejects with the server error code and message', async () => {
    const error = await callJsonRpc(getLocalChain().rpcUrl, 'no_suchMethod').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error).toMatchObject({ name: 'JsonRpcError', code: -32601 });
    expect((error as JsonRpcError).message).toBe('Method not found');
  });
});

describe('callJsonRpc against servers that do not speak JSON-RPC', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/html') {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      } else if (request.url === '/empty') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1}');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end('[1,2]');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => {
    server.close();
  });

  it('reports a non-JSON answer with its HTTP status', async () => {
    await expect(callJsonRpc(`${url}/html`, 'eth_chainId')).rejects.toThrow(`eth_chainId to ${url}/html: HTTP 502, not JSON: <h1>Bad gateway</h1>`);
  });

  it('reports JSON that is not a JSON-RPC answer', async () => {
    await expect(callJsonRpc(`${url}/array`, 'eth_chainId')).rejects.toThrow(`eth_chainId to ${url}/array: not a JSON-RPC answer: [1,2]`);
    await expect(callJsonRpc(`${url}/empty`, 'eth_chainId')).rejects.toThrow(`eth_chainId to ${url}/empty: answer has neither result nor error`);
  });

  it('rejects when nothing listens', async () => {
    await expect(callJsonRpc('http://127.0.0.1:9', 'eth_chainId')).rejects.toThrow(TypeError);
  });
});
