import { injectedWallets } from '../catalogue/injected-wallets.ts';
import type { Chain } from '../chains/types.ts';
import { validateChains } from '../chains/validate-chains.ts';
import { WalletCoreError } from '../errors/base-error.ts';
import { NoChainsError } from '../errors/connection-errors.ts';
import { ValidationError } from '../errors/validation-error.ts';
import { getDevice } from '../platform/get-device.ts';
import type { Device } from '../wallets/types.ts';
import { createWalletStorage } from '../storage/create-wallet-storage.ts';
import type { KeyValueStorage, WalletStorage } from '../storage/types.ts';
import { validateAppMetadata } from '../wallets/validate-app-metadata.ts';
import { validateWalletModule } from '../wallets/validate-wallet-module.ts';
import type { AppMetadata, WalletModule } from '../wallets/types.ts';
import type { NameResolver, WalletConnectorConfig, WalletsDisabled } from './types.ts';

export interface ResolvedConfig {
  chains: readonly Chain[];
  wallets: readonly WalletModule[];
  appMetadata: AppMetadata | null;
  autoconnect: false | 'last' | 'all';
  storage: WalletStorage;
  resolvers: { ens?: NameResolver | undefined; uns?: NameResolver | undefined };
  device: Device;
  target: object | undefined;
  lateInjectionTimeoutMs: number;
  disabled: WalletsDisabled | null;
}

const disabledMessages: Record<WalletsDisabled['reason'], string> = {
  'telegram-mini-app': 'Telegram mini apps may only use wallets connected through TON Connect',
};

const defaultLateInjectionTimeoutMs = 1000;

/** Validates the connector's configuration once, at creation; throws a `ValidationError`. */
export function resolveConfig(input: WalletConnectorConfig): ResolvedConfig {
  // Callers from plain JavaScript can pass anything: check what the types promise.
  const unchecked: unknown = input;
  if (typeof unchecked !== 'object' || unchecked === null) {
    throw new ValidationError('wallet connector config', [{ path: '', message: '"config" must be an object' }]);
  }
  const config = unchecked as Partial<WalletConnectorConfig>;
  if (config.chains === undefined || (Array.isArray(config.chains) && config.chains.length === 0)) {
    throw new NoChainsError();
  }
  const chains = validateChains(config.chains);
  const disabled = readDisabled(config.embeddedIn);
  // A host that forbids wallets gets no target at all: nothing listens, announces or is read.
  const target = disabled !== null ? undefined : 'target' in config ? config.target : readWindow();
  const configured = config.wallets === undefined ? undefined : validateWallets(config.wallets);
  const wallets = disabled !== null ? [] : (configured ?? injectedWallets(target === undefined ? {} : { target }));
  const appMetadata = config.appMetadata === undefined ? null : validateAppMetadata(config.appMetadata);
  return {
    chains,
    wallets,
    appMetadata,
    autoconnect: readAutoconnect(config.autoconnect),
    storage: resolveStorage(config.storage),
    resolvers: validateResolvers(config.resolvers),
    device: config.device ?? getDevice(),
    target,
    lateInjectionTimeoutMs: readTimeout(config.lateInjectionTimeoutMs),
    disabled,
  };
}

function readDisabled(value: unknown): WalletsDisabled | null {
  if (value === undefined) return null;
  if (value === 'telegram-mini-app') return Object.freeze({ reason: value, message: disabledMessages[value] });
  throw new ValidationError('wallet connector config', [
    { path: 'embeddedIn', message: '"embeddedIn" must be "telegram-mini-app" when set' },
  ]);
}

function validateWallets(input: unknown): WalletModule[] {
  if (!Array.isArray(input)) {
    throw new ValidationError('wallet modules', [{ path: 'wallets', message: '"wallets" must be an array' }]);
  }
  return input.map((wallet, index) => {
    try {
      return validateWalletModule(wallet);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      throw new ValidationError(
        'wallet modules',
        error.issues.map((issue) => ({
          path: issue.path === '' ? `wallets[${index}]` : `wallets[${index}].${issue.path}`,
          message: `wallets[${index}]: ${issue.message}`,
        })),
      );
    }
  });
}

function readAutoconnect(value: unknown): false | 'last' | 'all' {
  if (value === undefined) return 'last';
  if (value === false || value === 'last' || value === 'all') return value;
  throw new ValidationError('wallet connector config', [
    { path: 'autoconnect', message: '"autoconnect" must be one of [false, "last", "all"]' },
  ]);
}

/** The longest wait a browser's timer keeps: a longer one fires at once (2^31 - 1 ms, about 24.8 days). */
const longestTimerMs = 2_147_483_647;

function readTimeout(value: unknown): number {
  if (value === undefined) return defaultLateInjectionTimeoutMs;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= longestTimerMs) return value;
  throw new ValidationError('wallet connector config', [
    { path: 'lateInjectionTimeoutMs', message: `"lateInjectionTimeoutMs" must be a number of milliseconds from 0 to ${String(longestTimerMs)}` },
  ]);
}

function validateResolvers(value: WalletConnectorConfig['resolvers']): ResolvedConfig['resolvers'] {
  if (value === undefined) return {};
  for (const kind of ['ens', 'uns'] as const) {
    const resolver: unknown = value[kind];
    if (resolver !== undefined && typeof resolver !== 'function') {
      throw new ValidationError('wallet connector config', [
        { path: `resolvers.${kind}`, message: `"resolvers.${kind}" must be a function` },
      ]);
    }
  }
  return { ens: value.ens, uns: value.uns };
}

function isWalletStorage(value: object): value is WalletStorage {
  return typeof (value as Partial<WalletStorage>).getLastConnected === 'function';
}

function resolveStorage(value: unknown): WalletStorage {
  if (value === false) return createWalletStorage({ storage: () => undefined });
  if (value === undefined) return createWalletStorage();
  if (typeof value === 'object' && value !== null) {
    return isWalletStorage(value) ? value : createWalletStorage({ storage: value as KeyValueStorage });
  }
  throw new WalletCoreError('Invalid wallet connector config: "storage" must be a storage object or false');
}

/** `window` when there is one (read at creation, never at import). */
function readWindow(): object | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
