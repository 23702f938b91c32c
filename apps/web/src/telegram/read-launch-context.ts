import { isStartParam } from './start-param.ts';

/** Where the Telegram SDK keeps the launch parameters between reloads (a JSON string). */
export const storedLaunchParamsKey = 'tapps/launchParams';

export interface LaunchContext {
  /** Telegram launch parameters (version and platform) are present in the URL or session. */
  hasTelegramLaunchParams: boolean;
  /** The start parameter, when a valid one was given. */
  startParam: string | null;
  /** Debug mode: the start parameter equals `debug`. */
  debug: boolean;
}

/** Query and hash parameters of a URL, merged (Telegram may put them in either). */
function urlParameters(href: string): URLSearchParams {
  const url = new URL(href);
  const merged = new URLSearchParams(url.search);
  for (const [key, value] of new URLSearchParams(url.hash.replace(/^#/, ''))) merged.append(key, value);
  return merged;
}

function parseStored(stored: string | null): URLSearchParams {
  if (stored === null) return new URLSearchParams();
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'string' ? new URLSearchParams(value) : new URLSearchParams();
  } catch {
    return new URLSearchParams();
  }
}

function startParamOf(parameters: URLSearchParams): string | null {
  const initData = parameters.get('tgWebAppData');
  const candidates = [
    parameters.get('tgWebAppStartParam'),
    parameters.get('startapp'),
    initData === null ? null : new URLSearchParams(initData).get('start_param'),
  ];
  for (const candidate of candidates) {
    if (candidate !== null && candidate !== '' && isStartParam(candidate)) return candidate;
  }
  return null;
}

function hasLaunchParams(parameters: URLSearchParams): boolean {
  return Boolean(parameters.get('tgWebAppVersion')) && Boolean(parameters.get('tgWebAppPlatform'));
}

/**
 * Reads what the start-up needs to know about how the site was opened, cheaply and without the
 * Telegram SDK: whether Telegram launch parameters exist (in the URL, or remembered by the SDK in
 * session storage) and the start parameter (`tgWebAppStartParam`, `?startapp=` or the init
 * data's `start_param`). Everything here is untrusted and only ever compared, never rendered.
 */
export function readLaunchContext(href: string, storedLaunchParams: string | null): LaunchContext {
  const fromUrl = urlParameters(href);
  const fromSession = parseStored(storedLaunchParams);
  const hasTelegramLaunchParams = hasLaunchParams(fromUrl) || hasLaunchParams(fromSession);
  const startParam = startParamOf(fromUrl) ?? startParamOf(fromSession);
  return { hasTelegramLaunchParams, startParam, debug: startParam === 'debug' };
}
