import type { WalletConnector, WalletConnectorState } from '@site/wallet-core';
import { describe, expect, it } from 'vitest';
import { autoconnectSettled } from './autoconnect-settled.ts';

/** The two members the helper reads, over a state that the test moves on. */
function connectorIn(autoconnect: WalletConnectorState['autoconnect']) {
  let state = { autoconnect } as WalletConnectorState;
  const listeners = new Set<(next: WalletConnectorState) => void>();
  const connector = {
    getState: () => state,
    subscribe: (listener: (next: WalletConnectorState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as WalletConnector;
  const move = (next: WalletConnectorState['autoconnect']) => {
    state = { autoconnect: next } as WalletConnectorState;
    for (const listener of [...listeners]) listener(state);
  };
  return { connector, move, listeners };
}

describe('autoconnectSettled', () => {
  it('resolves at once when autoconnect is not running', async () => {
    await expect(autoconnectSettled(connectorIn('done').connector)).resolves.toBeUndefined();
    await expect(autoconnectSettled(connectorIn('idle').connector)).resolves.toBeUndefined();
  });

  it('waits while autoconnect runs, then resolves and stops listening', async () => {
    const { connector, move, listeners } = connectorIn('running');
    let resolved = false;
    const settled = autoconnectSettled(connector).then(() => {
      resolved = true;
    });
    move('running');
    await Promise.resolve();
    expect(resolved).toBe(false);
    move('done');
    await settled;
    expect(resolved).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
