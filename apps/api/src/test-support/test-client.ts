import { ApiError, createApiClient, type ApiClient } from '@site/api-contract/client';
import { csrfHeader, routes, type RouteName } from '@site/api-contract/routes';

/** How long a server test waits for one answer: longer than the test's own limit (30 s, tooling/testing/vitest-projects.ts), which ends a hang first. */
const serverTestTimeoutMs = 60_000;

export interface TestResponse<Body = unknown> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface CallOptions {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Leave out the CSRF header, or send another Origin, to test the guards. */
  csrf?: boolean;
  origin?: string | null;
  headers?: Record<string, string>;
}

/**
 * A browser-like caller over real HTTP: keeps cookies, sends the site's Origin and the CSRF
 * header on state-changing requests, and reads JSON answers. Normal calls go through `api`, the
 * contract's typed client; `call` and `request` send what a test builds by hand (a missing CSRF
 * header, another Origin, a malformed body) and return the raw answer, errors included.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The contract's typed client (`@site/api-contract/client`) in this browser: an error answer throws its `ApiError`. */
  readonly api: ApiClient;
  /** The User-Agent this browser sends with every request (none when unset), for tests of what the server makes of it. */
  userAgent?: string;

  constructor(
    readonly baseUrl: string,
    readonly origin: string,
  ) {
    // The site gives up on an answer after the client's default 15 s (@site/api-contract tests
    // that); a server test waits for it instead: on a busy machine (two suites on two cores), one
    // of 60 simultaneous finishes took longer (run-concurrency.test.ts, 2026-12-05).
    this.api = createApiClient({ fetch: (input, init) => this.fetch(input, init), baseUrl, timeoutMs: serverTestTimeoutMs });
  }

  /** `fetch` as this browser: its cookies go out with the site's Origin (`origin: null` sends none), and the answer's cookies are kept. */
  async fetch(input: string | URL | Request, init: RequestInit = {}, origin: string | null = this.origin): Promise<Response> {
    const headers = new Headers(init.headers);
    if (origin !== null) headers.set('origin', origin);
    if (this.userAgent !== undefined && !headers.has('user-agent')) headers.set('user-agent', this.userAgent);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(typeof input === 'string' ? new URL(input, this.baseUrl) : input, { ...init, headers, redirect: init.redirect ?? 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  async request<Body = unknown>(method: string, path: string, options: CallOptions = {}): Promise<TestResponse<Body>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (method !== 'GET' && options.csrf !== false) headers[csrfHeader.name] = csrfHeader.value;
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    const response = await this.fetch(url, { method, headers, body }, options.origin === undefined ? this.origin : options.origin);
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: answer as Body };
  }

  /** Calls the contract's endpoint `name`, filling `:params` into its path. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any route's answer, errors included; a typed call names Body
  call<Body = any>(name: RouteName, options: CallOptions = {}): Promise<TestResponse<Body>> {
    const route = routes[name];
    const path = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(options.params?.[key] ?? `:${key}`));
    return this.request<Body>(route.method, path, options);
  }
}

/**
 * The `ApiError` a typed call was refused with, for a test that reads several of its fields
 * (`status`, `code`, `message`, `field`, `retryAfterSeconds`); a call that succeeds fails the test.
 * One field is `await expect(call).rejects.toMatchObject({ ... })`.
 */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  let answer: unknown;
  try {
    answer = await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`Expected a refusal; the call answered ${JSON.stringify(answer)}`);
}
