import { WalletCoreError } from '../errors/base-error.ts';
import { requestAccountSelection } from '../wallet-rpc/request-account-selection.ts';
import type { ConnectorContext } from './connector-context.ts';
import type { AccountSelectionOutcome } from './types.ts';

/**
 * The visitor asks to pick which accounts the site sees, in one connected wallet (the primary
 * when no label is given). While the wallet's picker is open, asking again for the same wallet
 * gets the same answer instead of a second request. After a choice the wallet's `accountsChanged`
 * updates the state, as for any account change. Never rejects.
 */
export function runAccountSelection(
  context: ConnectorContext,
  label: string | undefined,
  pending: Map<string, Promise<AccountSelectionOutcome>>,
): Promise<AccountSelectionOutcome> {
  const target = label ?? context.store.getState().wallets[0]?.label;
  const session = target === undefined ? undefined : context.sessions.get(target);
  if (target === undefined || !session) {
    const error = new WalletCoreError('A wallet must be connected before choosing its accounts', {
      details: target === undefined ? 'No wallet is connected.' : `No connected wallet is labelled "${target}".`,
    });
    return Promise.resolve({ status: 'failed', label: target ?? null, error });
  }
  const open = pending.get(target);
  if (open) return open;
  const request = requestAccountSelection(session.provider).then((answer) => ({ ...answer, label: target }));
  pending.set(target, request);
  void request.finally(() => {
    if (pending.get(target) === request) pending.delete(target);
  });
  return request;
}
