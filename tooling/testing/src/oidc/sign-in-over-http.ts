const maxSteps = 12;

/** What the provider answered when it did not send the browser back to the client. */
export class TestProviderSignInError extends Error {
  override name = 'TestProviderSignInError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
  }
}

/**
 * Plays the browser at the local provider over plain HTTP, as a server test needs: opens the
 * authorization URL, follows the provider's redirects with its cookies, submits the login form as
 * `userId` (or cancels with `cancel: true`), and stops at the first redirect that leaves the
 * provider. Returns that URL, the client's redirect_uri with `code`, `state` and `iss` (or `error`),
 * without requesting it.
 */
export async function signInAtTestProviderOverHttp(authorizationUrl: string | URL, userId: string, options: { cancel?: boolean } = {}): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  const providerOrigin = url.origin;
  let form: string | undefined;

  for (let step = 0; step < maxSteps; step += 1) {
    const response = await fetch(url, {
      method: form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        ...(cookies.size > 0 ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form,
    });
    form = undefined;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1));
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      url = new URL(location, url);
      if (url.origin !== providerOrigin) return url;
      continue;
    }
    const body = await response.text();
    const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    if (response.status !== 200 || !interaction) {
      throw new TestProviderSignInError(`The test provider answered ${response.status} at ${url.pathname}: ${body.slice(0, 300)}`, response.status, body);
    }
    url = new URL(`${url.pathname}/${options.cancel ? 'abort' : 'login'}`, url);
    form = new URLSearchParams({ login: userId }).toString();
  }
  throw new Error(`The test provider did not send the browser back to the client within ${maxSteps} steps.`);
}
