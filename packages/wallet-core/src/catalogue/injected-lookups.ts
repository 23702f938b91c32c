// Identity checks and provider locations for the few wallets a flag alone does not describe.
import { FrameNotConnectedError } from '../errors/connection-errors.ts';
import { readProperty } from '../provider/read-property.ts';
import { readPath } from './read-untrusted.ts';
import type { InjectedLookup } from './types.ts';

/** The wallet is known by a global of its own, whatever `window.ethereum` is. */
export const globalPresent =
  (name: string) =>
  (_value: unknown, target: object): boolean =>
    Boolean(readProperty(target, name));

/** Any EIP-1193 object. */
export const hasRequestMethod = (value: unknown): boolean => typeof readProperty(value, 'request') === 'function';

export const isMeetOne = (value: unknown): boolean => readProperty(value, 'wallet') === 'MEETONE';

/** Bitski exposes a factory rather than a provider. */
export const bitskiProvider = (value: unknown): unknown => {
  const getProvider = readProperty(value, 'getProvider');
  return typeof getProvider === 'function' ? (getProvider as () => unknown).call(value) : undefined;
};

export const isBitski = (value: unknown): boolean => Boolean(readProperty(bitskiProvider(value), 'isBitski'));

/** A provider below the namespace value (`window.ronin.provider`). */
export const below =
  (path: string): InjectedLookup =>
  (value) =>
    readPath(value, path);

/** `window.ethereum` when it carries the wallet's flag, else the wallet's own global. */
export const ethereumIfFlagged =
  (flag: string, fallbackPath: string): InjectedLookup =>
  (_value, target) => {
    const ethereum = readProperty(target, 'ethereum');
    return readProperty(ethereum, flag) ? ethereum : readPath(target, fallbackPath);
  };

/** Frame's provider only works while the desktop app runs with a hot wallet. */
export const assertFrameConnected = (provider: unknown): void => {
  if (!readProperty(provider, 'connected')) throw new FrameNotConnectedError();
};
