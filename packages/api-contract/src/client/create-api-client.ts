import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../index.ts';
import { csrfHeader, errorCodes, routes, type ErrorCode, type RouteName } from '../routes.ts';
import { ApiError } from './api-error.ts';

export interface ApiClientOptions {
  /** Where `/api/…` lives: '' for the site's own origin (the default), or another origin. */
  baseUrl?: string;
  /** The fetch to call (the browser's, Node's, or a test's), injected so the client runs anywhere. */
  fetch: typeof fetch;
  /** Per-call time limit; default 15 s. */
  timeoutMs?: number;
  /** Told of every error the server answers, before the caller gets it. */
  onError?: (error: ApiError) => void;
}

type Defined<T> = Exclude<T, undefined>;
/** What a call takes: exactly the parts the contract gives the endpoint (body, params, query). */
export type CallInput<Name extends RouteName> = ([BodyOf<Name>] extends [undefined] ? unknown : { body: BodyOf<Name> }) &
  ([ParamsOf<Name>] extends [undefined] ? unknown : { params: Defined<ParamsOf<Name>> }) &
  ([QueryOf<Name>] extends [undefined] ? unknown : { query?: Defined<QueryOf<Name>> });

/** The arguments after the endpoint's name: none when it takes no input, its `CallInput` (optional when every part of it is). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` here asks whether an empty input is a valid one
export type CallArgs<Name extends RouteName> = keyof CallInput<Name> extends never ? [] : {} extends CallInput<Name> ? [input?: CallInput<Name>] : [CallInput<Name>];

export interface ApiClient {
  // `Name` comes from the name alone (`NoInfer`): inferring it from the input too made TypeScript
  // 5.9 (ESLint's type information) work out the input of every endpoint at the first call with
  // one, 1.3 million type instantiations in each package that calls the server.
  call<Name extends RouteName>(name: Name, ...input: NoInfer<CallArgs<Name>>): Promise<ResponseOf<Name>>;
}

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

function readServerError(body: unknown): { code: ErrorCode; message: string; field?: string; retryAfterSeconds?: number } | null {
  if (body === null || typeof body !== 'object' || !('error' in body)) return null;
  const { error } = body;
  if (error === null || typeof error !== 'object') return null;
  const { code, message, details } = error as { code?: unknown; message?: unknown; details?: { field?: unknown; retryAfterSeconds?: unknown } };
  if (typeof code !== 'string' || !knownCodes.has(code) || typeof message !== 'string') return null;
  return {
    code: code as ErrorCode,
    message,
    ...(typeof details?.field === 'string' ? { field: details.field } : {}),
    ...(typeof details?.retryAfterSeconds === 'number' ? { retryAfterSeconds: details.retryAfterSeconds } : {}),
  };
}

function pathOf(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? ''));
}

/**
 * The typed client of the game server, from the one contract: `api.call('emailLogin', { body })`.
 * Reads only the plain route table (`routes.ts`), so a bundle that uses it carries no TypeBox.
 * The session travels in its HttpOnly cookie; state-changing calls carry the CSRF header. Errors
 * are `ApiError`s with the server's stable code, which the pages translate.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  return {
    async call(name, ...input) {
      const route = routes[name];
      const { body, params, query } = (input[0] ?? {}) as { body?: unknown; params?: Record<string, string>; query?: Record<string, string> };
      const headers: Record<string, string> = { accept: 'application/json' };
      if (route.method !== 'GET') headers[csrfHeader.name] = csrfHeader.value;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';

      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${pathOf(route.path, params)}${search}`, {
          method: route.method,
          headers,
          credentials: 'include',
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw new ApiError('The server could not be reached.', { status: 0, code: 'network', cause });
      }

      const text = await response.text();
      let parsed: unknown = null;
      if (text !== '') {
        try {
          parsed = JSON.parse(text);
        } catch (cause) {
          throw new ApiError('The server sent an unreadable answer.', { status: response.status, code: 'bad_response', cause });
        }
      }
      if (!response.ok) {
        const serverError = readServerError(parsed);
        const error = new ApiError(serverError?.message ?? `The server answered HTTP ${response.status}.`, {
          status: response.status,
          code: serverError?.code ?? 'http_error',
          field: serverError?.field,
          retryAfterSeconds: serverError?.retryAfterSeconds,
        });
        options.onError?.(error);
        throw error;
      }
      return parsed as ResponseOf<typeof name>;
    },
  };
}
