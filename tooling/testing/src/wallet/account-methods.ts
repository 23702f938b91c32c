import type { Hex } from '../chain/types.ts';
import { accountAccessAlreadyRequested, invalidParams, userRejected } from './provider-rpc-error.ts';
import { takeBehaviour, type MethodHandler, type WalletContext } from './wallet-state.ts';

interface Permission {
  parentCapability: 'eth_accounts';
  invoker: string;
  date: number;
  caveats: [{ type: 'restrictReturnedAccounts'; value: Hex[] }];
}

function invoker(): string {
  return typeof location === 'undefined' ? 'unknown' : location.origin;
}

function permissions(context: WalletContext, accounts: Hex[]): Permission[] {
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: invoker(),
      date: context.state.permittedAt,
      caveats: [{ type: 'restrictReturnedAccounts', value: [...accounts] }],
    },
  ];
}

/** The account prompt: -32002 while locked, 4001 when told to reject, otherwise connects the site. */
async function requestAccountAccess(context: WalletContext): Promise<Hex[]> {
  const { state } = context;
  if (state.locked) {
    state.accessRequestedWhileLocked = true;
    throw accountAccessAlreadyRequested();
  }
  if (takeBehaviour(state.accountAccess) === 'reject') throw userRejected();
  const accounts = await context.accounts();
  if (!state.permitted) {
    state.permitted = true;
    state.permittedAt = Date.now();
    context.save();
    context.emit('accountsChanged', [...accounts]);
  }
  return [...accounts];
}

/** Accepts exactly `[{ eth_accounts: {} }]`, the only permission this wallet knows. */
function expectAccountsPermission(method: string, params: readonly unknown[] | object | undefined): void {
  const [request] = Array.isArray(params) ? (params as unknown[]) : [];
  const valid =
    Array.isArray(params) &&
    params.length === 1 &&
    typeof request === 'object' &&
    request !== null &&
    Object.keys(request).length === 1 &&
    'eth_accounts' in request;
  if (!valid) throw invalidParams(`${method} expects [{ eth_accounts: {} }]`);
}

export const accountMethods: Readonly<Record<string, MethodHandler>> = {
  eth_accounts: async (context) => {
    const { state } = context;
    return state.permitted && !state.locked ? [...(await context.accounts())] : [];
  },
  eth_requestAccounts: (context) => requestAccountAccess(context),
  wallet_requestPermissions: async (context, params) => {
    expectAccountsPermission('wallet_requestPermissions', params);
    return permissions(context, await requestAccountAccess(context));
  },
  wallet_getPermissions: async (context) => {
    if (!context.state.permitted) return [];
    return permissions(context, await context.accounts());
  },
  wallet_revokePermissions: (context, params) => {
    expectAccountsPermission('wallet_revokePermissions', params);
    const { state } = context;
    if (state.permitted) {
      state.permitted = false;
      state.permittedAt = 0;
      context.save();
      context.emit('accountsChanged', []);
    }
    return null;
  },
};
