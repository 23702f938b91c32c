import type { WalletConnectorState } from '@site/wallet-core';
import { useId, useState, type ReactNode } from 'react';
import { useWalletConnector } from '../hooks/use-wallet-connector.ts';
import { useWalletState } from '../hooks/use-wallet-state.ts';
import { useMessages } from '../messages/use-messages.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { ModalHeader } from './modal-header.tsx';

const selectChainSwitch = (state: WalletConnectorState) => state.chainSwitch;
const selectChains = (state: WalletConnectorState) => state.chains;

/**
 * Shown while the connector's chain switch is `switchNeeded` (the wallet could not switch by
 * itself): names the network the app needs, offers to try again, and can be dismissed.
 */
export function SwitchChainModal(): ReactNode {
  const connector = useWalletConnector();
  const chainSwitch = useWalletState(selectChainSwitch);
  const chains = useWalletState(selectChains);
  const { t } = useMessages();
  const titleId = useId();
  const hintId = useId();
  const [retrying, setRetrying] = useState(false);

  const open = chainSwitch.status === 'switchNeeded' || (retrying && chainSwitch.status === 'switching');
  const chain = chains.find((entry) => entry.id === chainSwitch.chainId);
  const chainLabel = chain?.label ?? chainSwitch.chainId ?? t('unknownChain');
  const busy = chainSwitch.status === 'switching';

  const retry = () => {
    const chainId = chainSwitch.chainId;
    if (busy || !chainId) return;
    setRetrying(true);
    void connector.setChain({ chainId }).finally(() => {
      setRetrying(false);
    });
  };
  const dismiss = () => {
    connector.resetChainSwitch();
  };

  return (
    <ModalDialog open={open} onClose={dismiss} labelledBy={titleId} describedBy={hintId} name="switch-chain">
      <ModalHeader titleId={titleId} title={t('switchChainTitle')} onClose={dismiss} />
      <div className="wr-step wr-notice">
        <p id={hintId} className="wr-text">
          {t('switchChainHint', { chain: chainLabel })}
        </p>
        <p className="wr-text wr-muted">{t('switchChainUnsupported')}</p>
        <div className="wr-actions">
          <button type="button" className="wr-button wr-button-primary" aria-disabled={busy} onClick={retry}>
            {busy ? t('switchChainSwitching') : t('switchChainRetry')}
          </button>
          <button type="button" className="wr-button" onClick={dismiss}>
            {t('dismiss')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
