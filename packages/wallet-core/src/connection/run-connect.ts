import { WalletNotDefinedError, WalletUnavailableError } from '../errors/connection-errors.ts';
import type { WalletOption } from '../wallets/types.ts';
import { attachWallets } from './attach-wallets.ts';
import { connectionState } from './connection-states.ts';
import type { ConnectorContext } from './connector-context.ts';
import { findWalletOption } from './find-wallet-option.ts';
import { prepareWallet } from './prepare-wallet.ts';
import { toWalletCoreError } from '../provider/to-wallet-core-error.ts';
import type { ConnectionState, ConnectOutcome } from './types.ts';

/** One connect attempt: aborted by `cancelConnect`, or by a newer attempt, which replaces it. */
export interface ConnectAttempt {
  signal: AbortSignal;
  /** False once cancelled or replaced: the attempt must not touch the state any more. */
  isCurrent(): boolean;
}

/**
 * The connect flow: `connectingWallet` (`connecting`, maybe `pending`) and then `connectedWallet`,
 * or a final `rejected` / `unavailable` / `failed` status. Every path — throwing modules, odd
 * wallet errors — ends in a final status; the outcome is a value, never a rejection.
 */
export async function runConnect(context: ConnectorContext, label: unknown, attempt: ConnectAttempt): Promise<ConnectOutcome> {
  const show = (changes: Partial<ConnectionState>) => {
    if (attempt.isCurrent()) context.store.update({ connection: connectionState(changes) });
  };

  if (typeof label !== 'string' || label.trim() === '') {
    const error = new WalletNotDefinedError();
    show({ status: 'failed', error });
    return { status: 'failed', label: '', error };
  }

  show({ step: 'connectingWallet', status: 'connecting', walletLabel: label });
  const cancelled = new Promise<ConnectOutcome>((resolve) => {
    const onAbort = () => {
      resolve({ status: 'cancelled', label });
    };
    if (attempt.signal.aborted) onAbort();
    else attempt.signal.addEventListener('abort', onAbort, { once: true });
  });

  let outcome: ConnectOutcome;
  try {
    outcome = await Promise.race([connectSteps(context, label, attempt, show), cancelled]);
  } catch (error) {
    outcome = { status: 'failed', label, error: toWalletCoreError(error) };
  }
  if (outcome.status !== 'connected') show(finalState(outcome));
  return outcome;
}

async function connectSteps(
  context: ConnectorContext,
  label: string,
  attempt: ConnectAttempt,
  show: (changes: Partial<ConnectionState>) => void,
): Promise<ConnectOutcome> {
  const isInstalled = () => findWalletOption(context.refreshWalletOptions(), label)?.installed === true;
  // A wallet that injects or announces late is waited for, within the late-injection window.
  // A function, not a property read: the attempt can end during every await.
  const ended = () => attempt.signal.aborted || !attempt.isCurrent() || context.isDestroyed();
  await context.discovery.waitFor(isInstalled);
  if (ended()) return { status: 'cancelled', label };

  const option = findWalletOption(context.refreshWalletOptions(), label);
  if (!option?.installed) {
    // A wallet filtered out for this device still has its download link in the configuration.
    const externalUrl = option?.wallet.externalUrl ?? findWalletOption(allModules(context), label)?.wallet.externalUrl;
    const error = new WalletUnavailableError(label, externalUrl);
    return { status: 'unavailable', label, message: error.shortMessage, externalUrl: error.externalUrl };
  }

  const result = await prepareWallet(context, option.wallet, {
    signal: attempt.signal,
    onPending: () => {
      show({ step: 'connectingWallet', status: 'pending', walletLabel: label });
    },
  });
  if (ended()) return { status: 'cancelled', label };

  switch (result.status) {
    case 'granted': {
      const connectedLabel = result.wallet.module.label;
      const attached = attachWallets(context, [result.wallet], {
        connection: connectionState({ step: 'connectedWallet', status: 'connected', walletLabel: connectedLabel }),
      });
      const wallet = attached[0];
      if (!wallet) throw new Error('The connected wallet was not attached');
      return { status: 'connected', wallet };
    }
    case 'rejected':
      return { status: 'rejected', label, error: result.error };
    case 'failed':
      return { status: 'failed', label, error: result.error };
    case 'cancelled':
      return { status: 'cancelled', label };
  }
}

function finalState(outcome: Exclude<ConnectOutcome, { status: 'connected' }>): Partial<ConnectionState> {
  switch (outcome.status) {
    case 'rejected':
    case 'failed':
      return { step: 'connectingWallet', status: outcome.status, walletLabel: outcome.label, error: outcome.error };
    case 'unavailable':
      return {
        step: 'connectingWallet',
        status: 'unavailable',
        walletLabel: outcome.label,
        message: outcome.message,
        externalUrl: outcome.externalUrl,
        error: new WalletUnavailableError(outcome.label, outcome.externalUrl),
      };
    case 'cancelled':
      return {};
  }
}

function allModules(context: ConnectorContext): WalletOption[] {
  return context.config.wallets.map((wallet) => ({ wallet, installed: false }));
}
