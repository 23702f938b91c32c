import type { RequestArguments } from '../provider/types.ts';

let nextId = 1;

/**
 * One JSON-RPC call over HTTP POST (a node's RPC URL, not a wallet). Rejects on network errors,
 * HTTP errors, a JSON-RPC error answer or after `timeoutMs`.
 */
export async function jsonRpcFetch(url: string, args: RequestArguments, timeoutMs = 5000): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method: args.method, params: args.params ?? [] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`RPC ${url} answered HTTP ${response.status}`);
  const body = (await response.json()) as { result?: unknown; error?: { message?: unknown } } | null;
  if (body === null || typeof body !== 'object') throw new Error(`RPC ${url} answered no JSON-RPC object`);
  if (body.error) throw new Error(`RPC ${url} error: ${String(body.error.message)}`);
  if (!('result' in body)) throw new Error(`RPC ${url} answered without a result`);
  return body.result;
}
