import type { TestWalletControls } from './types.ts';

export type TestWalletControlName = keyof TestWalletControls;

// A record, so that adding a control without listing it here fails to compile.
const controlNames: Readonly<Record<TestWalletControlName, true>> = {
  approve: true,
  reject: true,
  lock: true,
  unlock: true,
  setSwitchChain: true,
  setUnknownChainVariant: true,
  setChainIdFormat: true,
  switchChain: true,
  setAccounts: true,
  disconnect: true,
  reconnect: true,
  sendMessage: true,
  respond: true,
  requests: true,
  clearRequests: true,
  state: true,
};

/** Every control, for code that drives the wallet from outside the page (Playwright). */
export const testWalletControlNames = Object.freeze(Object.keys(controlNames)) as readonly TestWalletControlName[];

export function isTestWalletControlName(name: unknown): name is TestWalletControlName {
  return typeof name === 'string' && Object.hasOwn(controlNames, name);
}
