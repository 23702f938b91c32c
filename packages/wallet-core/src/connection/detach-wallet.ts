import type { ConnectorContext, WalletSession } from './connector-context.ts';
import { idleConnection } from './connection-states.ts';

/**
 * Takes one wallet out of the engine: its listeners are removed, it leaves the state (the next
 * one becomes primary) and `disconnected` is emitted. Returns its session, or undefined when the
 * wallet was not connected.
 */
export function detachWallet(context: ConnectorContext, label: string): WalletSession | undefined {
  const session = context.sessions.get(label);
  if (!session) return undefined;
  session.stopWatching();
  context.sessions.delete(label);
  context.store.update((state) => ({
    wallets: Object.freeze(state.wallets.filter((wallet) => wallet.label !== label)),
    // A finished "connected" step about this wallet no longer describes anything.
    ...(state.connection.walletLabel === label && state.connection.status === 'connected'
      ? { connection: idleConnection }
      : {}),
  }));
  context.emit('disconnected', label);
  return session;
}
