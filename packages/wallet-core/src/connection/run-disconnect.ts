import type { ConnectorContext } from './connector-context.ts';
import { idleChainSwitch } from './connection-states.ts';
import { detachWallet } from './detach-wallet.ts';
import { revokePermissions } from '../wallet-rpc/revoke-permissions.ts';

/**
 * The visitor disconnects one wallet (the primary when no label is given). The state changes at
 * once; the label is forgotten, and when no wallet is left the sticky "disconnected" flag is set
 * so a reload does not reconnect. The wallet is then asked to revoke the permission, waiting at
 * most 100 ms for it; meanwhile the label is in `state.disconnecting`.
 */
export async function runDisconnect(context: ConnectorContext, label: string | undefined): Promise<void> {
  const target = label ?? context.store.getState().wallets[0]?.label;
  if (target === undefined) return;
  const session = detachWallet(context, target);
  if (!session) return;
  const { storage } = context.config;
  storage.forgetConnected(target);
  const { store } = context;
  if (context.sessions.size === 0) {
    storage.setDisconnected(true);
    // No wallet is left to switch: what a switch said (a failure, a switch needed) is over.
    store.update({ chainSwitch: idleChainSwitch });
  }
  store.update((state) => ({ disconnecting: Object.freeze([...state.disconnecting.filter((other) => other !== target), target]) }));
  try {
    await revokePermissions(session.provider);
  } finally {
    if (!context.isDestroyed()) store.update((state) => ({ disconnecting: Object.freeze(state.disconnecting.filter((other) => other !== target)) }));
  }
}
