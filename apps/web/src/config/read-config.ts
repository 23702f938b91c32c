import { parseMiniAppUrl } from '@site/api-contract/mini-app-url';

export interface ChainSettings {
  rpcUrl: string;
  /** An https URL of the chain icon, or null for the icon bundled with the site. */
  icon: string | null;
  blockExplorerUrl: string;
}

export interface AppConfig {
  appName: string;
  version: string;
  chain: ChainSettings;
  /** URL of the analytics script, or null when analytics is off (no script, no requests). */
  analyticsScriptUrl: string | null;
  /** Hostnames where the Telegram mini-app SDK may start. */
  allowedHostnames: readonly string[];
  /** The site's Telegram mini app (`https://t.me/<bot>/<app>`) for invite links, or null. */
  telegramMiniAppUrl: string | null;
  /** Full scheme of the protocol handler, e.g. `web+coregames`. */
  protocolScheme: string;
  /** Test triggers of the end-to-end build; always false in a normal build. */
  e2eHooks: boolean;
}

export interface ConfigResult {
  config: AppConfig;
  /** One sentence per variable that was invalid and replaced by its default. */
  problems: string[];
}

export type ConfigEnv = Readonly<Record<string, string | boolean | undefined>>;

export const configDefaults = {
  rpcUrl: 'https://rpc.coredao.org',
  blockExplorerUrl: 'https://scan.coredao.org',
  allowedHostnames: ['localhost', '127.0.0.1'],
  protocolName: 'coregames',
} as const;

const hostnamePattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
// The HTML standard allows `web+` followed by one or more lowercase ASCII letters.
const protocolNamePattern = /^[a-z]+$/;
const versionPattern = /^[\w.+-]{1,40}$/;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An http(s) URL, or a path on this site (`/icons/x.svg`, not `//other.host`). */
function isUrlOrSitePath(value: string): boolean {
  return isHttpUrl(value) || (value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value));
}

function text(env: ConfigEnv, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Reads the site's configuration from Vite's `import.meta.env`. Every variable is optional;
 * an invalid one is reported in `problems` and replaced by its working default, so a typo in
 * deployment settings never stops the site from starting.
 */
export function readConfig(env: ConfigEnv): ConfigResult {
  const problems: string[] = [];

  function pick(name: string, fallback: string, isValid: (value: string) => boolean, expected: string): string {
    const value = text(env, name);
    if (value === undefined) return fallback;
    if (isValid(value)) return value;
    problems.push(`${name} must be ${expected}; using "${fallback}".`);
    return fallback;
  }

  const rpcUrl = pick('VITE_CORE_RPC_URL', configDefaults.rpcUrl, isHttpUrl, 'an http(s) URL');
  const iconValue = text(env, 'VITE_CORE_CHAIN_ICON');
  let icon: string | null = null;
  if (iconValue !== undefined) {
    // Wallet libraries only accept icons that cannot run script: https URLs (or inline SVG).
    if (isHttpsUrl(iconValue)) icon = iconValue;
    else problems.push('VITE_CORE_CHAIN_ICON must be an https URL; using the bundled Core icon.');
  }
  const blockExplorerUrl = pick('VITE_CORE_EXPLORER_URL', configDefaults.blockExplorerUrl, isHttpUrl, 'an http(s) URL');

  const analyticsValue = text(env, 'VITE_ANALYTICS_SCRIPT');
  let analyticsScriptUrl: string | null = null;
  if (analyticsValue !== undefined && analyticsValue.toLowerCase() !== 'none') {
    if (isUrlOrSitePath(analyticsValue)) analyticsScriptUrl = analyticsValue;
    else problems.push('VITE_ANALYTICS_SCRIPT must be an http(s) URL, a path on this site or "none"; analytics is off.');
  }

  const hostnamesValue = text(env, 'VITE_ALLOWED_HOSTNAMES');
  let allowedHostnames: readonly string[] = configDefaults.allowedHostnames;
  if (hostnamesValue !== undefined) {
    const names = hostnamesValue.split(',').map((name) => name.trim().toLowerCase()).filter((name) => name !== '');
    const invalid = names.filter((name) => !hostnamePattern.test(name));
    if (names.length === 0 || invalid.length > 0) {
      problems.push(`VITE_ALLOWED_HOSTNAMES must be a comma-separated list of hostnames (invalid: ${invalid.join(', ') || 'empty list'}); using ${configDefaults.allowedHostnames.join(', ')}.`);
    } else {
      allowedHostnames = [...new Set(names)];
    }
  }

  const miniAppValue = text(env, 'VITE_TELEGRAM_APP_URL');
  let telegramMiniAppUrl: string | null = null;
  if (miniAppValue !== undefined) {
    telegramMiniAppUrl = parseMiniAppUrl(miniAppValue);
    if (telegramMiniAppUrl === null) problems.push('VITE_TELEGRAM_APP_URL must be an https://t.me/<bot>/<app> link; invite links open the website.');
  }

  const protocolName = pick(
    'VITE_PROTOCOL_NAME',
    configDefaults.protocolName,
    (value) => protocolNamePattern.test(value.replace(/^web\+/, '')),
    'lowercase letters a-z (optionally prefixed with "web+")',
  ).replace(/^web\+/, '');

  const version = pick('VITE_APP_VERSION', 'dev', (value) => versionPattern.test(value), 'letters, digits, ".", "+", "-" or "_"');

  return {
    config: {
      appName: 'Core Games',
      version,
      chain: { rpcUrl, icon, blockExplorerUrl },
      analyticsScriptUrl,
      allowedHostnames,
      telegramMiniAppUrl,
      protocolScheme: `web+${protocolName}`,
      e2eHooks: env.VITE_E2E_HOOKS === 'true',
    },
    problems,
  };
}
