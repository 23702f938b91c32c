import { ProviderRpcError, UnsupportedMethodError } from '../errors/provider-errors.ts';
import { ValidationError, type ValidationIssue } from '../errors/validation-error.ts';
import { ProviderRpcErrorCode } from '../errors/provider-error-codes.ts';
import { isObjectLike, readProperty } from './read-property.ts';
import { toProviderRpcError } from './to-provider-rpc-error.ts';
import type {
  EIP1193Provider,
  ProviderListener,
  RequestArguments,
  RequestOverride,
  RequestOverrides,
} from './types.ts';

type BaseRequest = (args: RequestArguments) => Promise<unknown>;

function isFunction(value: unknown): value is (...args: unknown[]) => unknown {
  return typeof value === 'function';
}

/**
 * Calls the wallet: `request` when it has one, else the legacy `sendAsync` with a JSON-RPC 2.0
 * payload. Rejects with a `ProviderRpcError`, so overrides see typed errors too.
 */
function createBaseRequest(wallet: object): BaseRequest {
  let nextId = 1;
  return (args) =>
    new Promise<unknown>((resolve, reject) => {
      const request = readProperty(wallet, 'request');
      if (isFunction(request)) {
        resolve(Reflect.apply(request, wallet, [args]));
        return;
      }
      const sendAsync = readProperty(wallet, 'sendAsync');
      if (!isFunction(sendAsync)) {
        reject(new ProviderRpcError(ProviderRpcErrorCode.DISCONNECTED, 'The wallet no longer offers request or sendAsync.'));
        return;
      }
      const payload = { id: nextId++, jsonrpc: '2.0', method: args.method, params: args.params ?? [] };
      Reflect.apply(sendAsync, wallet, [
        payload,
        (error: unknown, response: unknown) => {
          const failure = error ?? readProperty(response, 'error');
          if (failure !== undefined && failure !== null) reject(toProviderRpcError(failure, { method: args.method }));
          else resolve(readProperty(response, 'result'));
        },
      ]);
    }).catch((error: unknown) => {
      throw toProviderRpcError(error, { method: args.method });
    });
}

function readOverrides(overrides: RequestOverrides | undefined): Map<string, RequestOverride | null> {
  const table = new Map<string, RequestOverride | null>();
  if (overrides === undefined) return table;
  const issues: ValidationIssue[] = [];
  for (const [method, override] of Object.entries(overrides as Record<string, unknown>)) {
    if (override === null || isFunction(override)) table.set(method, override as RequestOverride | null);
    else issues.push({ path: `overrides.${method}`, message: `"overrides.${method}" must be a function or null` });
  }
  if (issues.length > 0) throw new ValidationError('provider overrides', issues);
  return table;
}

function forwardListener(wallet: object, names: readonly string[], event: string, listener: ProviderListener): void {
  for (const name of names) {
    const method = readProperty(wallet, name);
    if (isFunction(method)) {
      Reflect.apply(method, wallet, [event, listener]);
      return;
    }
  }
  // The wallet has no event API (some legacy wallets): listening is a no-op.
}

function checkArguments(args: unknown): RequestArguments {
  const method = readProperty(args, 'method');
  if (typeof method !== 'string' || method === '') {
    throw new ProviderRpcError(ProviderRpcErrorCode.INVALID_PARAMS, 'A request needs a method name.');
  }
  const params = readProperty(args, 'params') as RequestArguments['params'];
  return params === undefined ? { method } : { method, params };
}

/**
 * Wraps a wallet's provider in a NEW EIP-1193 object; the wallet's own object is never changed,
 * so `window.ethereum` stays as the wallet made it for other code on the page.
 *
 * - `request` calls the wallet's `request`, or the legacy `sendAsync` when there is none.
 * - `overrides[method]` replaces one method: it receives the wallet's request and the params;
 *   `null` makes the method unsupported (4200).
 * - Every failure rejects with a `ProviderRpcError` (the wallet's error is its `cause`).
 * - `on` / `removeListener` are forwarded; they are no-ops for wallets without events.
 *
 * Throws a `ValidationError` when `provider` has neither `request` nor `sendAsync`.
 */
export function createEIP1193Provider(provider: unknown, overrides?: RequestOverrides): EIP1193Provider {
  if (!isObjectLike(provider) || !(isFunction(readProperty(provider, 'request')) || isFunction(readProperty(provider, 'sendAsync')))) {
    throw new ValidationError('provider', [
      { path: '', message: '"provider" must be an object with a request or sendAsync function' },
    ]);
  }
  const wallet = provider;
  const overrideTable = readOverrides(overrides);
  const baseRequest = createBaseRequest(wallet);

  const eip1193: EIP1193Provider = {
    request(args) {
      let method: string | undefined;
      return new Promise<unknown>((resolve) => {
        const checked = checkArguments(args);
        method = checked.method;
        const override = overrideTable.get(checked.method);
        if (override === null) throw new UnsupportedMethodError(checked.method);
        resolve(override ? override(baseRequest, checked.params) : baseRequest(checked));
      }).catch((error: unknown) => {
        throw toProviderRpcError(error, method === undefined ? {} : { method });
      });
    },
    on(event, listener) {
      forwardListener(wallet, ['on', 'addListener'], event, listener);
      return eip1193;
    },
    removeListener(event, listener) {
      forwardListener(wallet, ['removeListener', 'off'], event, listener);
      return eip1193;
    },
  };
  return Object.freeze(eip1193);
}
