import { csrfHeader, routes, type RouteName } from '@site/api-contract/routes';

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
 * header on state-changing requests, and reads JSON answers.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly origin: string,
  ) {}

  async request<Body = unknown>(method: string, path: string, options: CallOptions = {}): Promise<TestResponse<Body>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    if (options.origin !== null) headers.origin = options.origin ?? this.origin;
    if (method !== 'GET' && options.csrf !== false) headers[csrfHeader.name] = csrfHeader.value;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const response = await fetch(url, {
      method,
      headers,
      redirect: 'manual',
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: body as Body };
  }

  /** Calls the contract's endpoint `name`, filling `:params` into its path. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any route's answer, errors included; a typed call names Body
  call<Body = any>(name: RouteName, options: CallOptions = {}): Promise<TestResponse<Body>> {
    const route = routes[name];
    const path = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(options.params?.[key] ?? `:${key}`));
    return this.request<Body>(route.method, path, options);
  }
}
