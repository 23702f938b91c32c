import { JsonRpcError } from './json-rpc-error.ts';

let nextRequestId = 1;

/**
 * One JSON-RPC 2.0 call over HTTP with plain `fetch`, so it runs in Node and in the browser.
 * Resolves with `result`; rejects with a {@link JsonRpcError} for an error answer, or a plain
 * `Error` when the server cannot be reached or answers something that is not JSON-RPC.
 */
export async function callJsonRpc<T = unknown>(
  rpcUrl: string,
  method: string,
  params: readonly unknown[] | object = [],
): Promise<T> {
  const id = nextRequestId++;
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} to ${rpcUrl}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!isRecord(body)) throw new Error(`${method} to ${rpcUrl}: not a JSON-RPC answer: ${text.slice(0, 200)}`);
  if (isRecord(body.error)) {
    const { code, message, data } = body.error;
    throw new JsonRpcError(typeof code === 'number' ? code : -32603, typeof message === 'string' ? message : 'Unknown error', data);
  }
  if (!('result' in body)) throw new Error(`${method} to ${rpcUrl}: answer has neither result nor error`);
  return body.result as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
