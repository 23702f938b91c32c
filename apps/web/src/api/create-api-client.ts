import { ApiError } from './api-error.ts';
import { endpoints, type EndpointName, type RequestOf, type ResponseOf } from './endpoints.ts';

export interface ApiClientOptions {
  /** The backend's base URL, e.g. `https://api.example.org/v1`. */
  baseUrl: string;
  /** The signed-in session's token, for endpoints that need one. */
  getToken?: () => string | null;
  fetch?: typeof fetch;
  /** Per-call time limit; default 15 s. */
  timeoutMs?: number;
}

export interface ApiClient {
  call<Name extends EndpointName>(name: Name, ...request: RequestOf<Name> extends Record<string, never> ? [] : [RequestOf<Name>]): Promise<ResponseOf<Name>>;
}

function readServerError(body: unknown): { code: string; message: string } | null {
  if (body === null || typeof body !== 'object' || !('error' in body)) return null;
  const { error } = body;
  if (error === null || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}

/**
 * A typed client for the site's backend: `client.call('balances')`,
 * `client.call('emailLogin', { email, password })`. JSON in and out; errors are `ApiError`s with
 * the HTTP status and the server's `{ "error": { "code", "message" } }` when it sends one.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 15_000;

  return {
    async call(name, ...request) {
      const endpoint = endpoints[name];
      const headers: Record<string, string> = { accept: 'application/json' };
      if (endpoint.method === 'POST') headers['content-type'] = 'application/json';
      if (endpoint.auth) {
        const token = options.getToken?.();
        if (!token) throw new ApiError('Sign in first.', { status: 401, code: 'not_signed_in' });
        headers.authorization = `Bearer ${token}`;
      }

      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${endpoint.path}`, {
          method: endpoint.method,
          headers,
          body: endpoint.method === 'POST' ? JSON.stringify(request[0] ?? {}) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw new ApiError('The server could not be reached.', { status: 0, code: 'network', cause });
      }

      const text = await response.text();
      let body: unknown = null;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch (cause) {
          throw new ApiError('The server sent an unreadable answer.', { status: response.status, code: 'bad_response', cause });
        }
      }
      if (!response.ok) {
        const serverError = readServerError(body);
        throw new ApiError(serverError?.message ?? `The server answered HTTP ${response.status}.`, {
          status: response.status,
          code: serverError?.code ?? 'http_error',
        });
      }
      return body as ResponseOf<typeof name>;
    },
  };
}
