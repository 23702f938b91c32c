import { toChainId } from '../chains/to-chain-id.ts';
import type { ChainId } from '../chains/types.ts';
import { ChainNotConfiguredError, WalletNotConnectedError } from '../errors/connection-errors.ts';
import { applyChain } from './apply-wallet-changes.ts';
import type { ConnectorContext } from './connector-context.ts';
import { idleChainSwitch } from './connection-states.ts';
import { switchWalletChain } from '../wallet-rpc/switch-wallet-chain.ts';
import type { ChainSwitchState, SetChainOutcome } from './types.ts';

/**
 * Moves a connected wallet (the primary unless `label` names another) to a configured chain.
 * Mistakes of the caller throw: no wallet connected (`WalletNotConnectedError`, README "Error classes"), an invalid id, a chain that
 * is not configured. What the wallet does is an outcome: `switched`, `switchNeeded` (the UI shows
 * the switch-chain modal; also in `state.chainSwitch`) or `failed`.
 */
export async function runSetChain(
  context: ConnectorContext,
  options: { chainId: string | number; label?: string | undefined },
  isLatest: () => boolean,
): Promise<SetChainOutcome> {
  const { wallets } = context.store.getState();
  if (wallets.length === 0) throw new WalletNotConnectedError();
  const chainId = toChainId(options.chainId);
  const chain = context.config.chains.find((candidate) => candidate.id === chainId);
  if (!chain) throw new ChainNotConfiguredError(chainId);
  const wallet = options.label === undefined ? wallets[0] : wallets.find((candidate) => candidate.label === options.label);
  const session = wallet && context.sessions.get(wallet.label);
  if (!wallet || !session) throw new WalletNotConnectedError();

  const showSwitch = (changes: ChainSwitchState) => {
    if (isLatest()) context.store.update({ chainSwitch: changes });
  };
  if (wallet.chainId === chainId) {
    showSwitch(idleChainSwitch);
    return { status: 'switched', chainId };
  }

  showSwitch(Object.freeze({ status: 'switching', chainId, error: null }));
  const result = await switchWalletChain(session.provider, chain);
  const followChain = (reported: ChainId | null) => {
    if (reported !== null && context.sessions.get(wallet.label) === session) applyChain(context, wallet.label, reported);
  };
  switch (result.status) {
    case 'switched':
      followChain(result.chainId);
      showSwitch(idleChainSwitch);
      return { status: 'switched', chainId };
    case 'switchNeeded':
      followChain(result.chainId);
      showSwitch(Object.freeze({ status: 'switchNeeded', chainId, error: null }));
      return { status: 'switchNeeded', chainId };
    case 'failed':
      showSwitch(Object.freeze({ status: 'failed', chainId, error: result.error }));
      return { status: 'failed', chainId, error: result.error };
  }
}
