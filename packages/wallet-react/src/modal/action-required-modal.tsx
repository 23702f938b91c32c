import { useId, type ReactNode } from 'react';
import { useMessages } from '../messages/use-messages.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { ModalHeader } from './modal-header.tsx';

export interface ActionRequiredModalProps {
  open: boolean;
  onClose: () => void;
  /** The wallet that needs the person to act; "Your wallet" when omitted. */
  walletLabel?: string;
}

/** Tells the person the wallet needs them to act there (e.g. switch the active account). */
export function ActionRequiredModal({ open, onClose, walletLabel }: ActionRequiredModalProps): ReactNode {
  const { t } = useMessages();
  const titleId = useId();
  const hintId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} describedBy={hintId} name="action-required">
      <ModalHeader titleId={titleId} title={t('actionRequiredTitle')} onClose={onClose} />
      <div className="wr-step wr-notice">
        <p id={hintId} className="wr-text">
          {t('actionRequiredHint', { wallet: walletLabel ?? t('actionRequiredWalletFallback') })}
        </p>
        <div className="wr-actions">
          <button type="button" className="wr-button wr-button-primary" onClick={onClose}>
            {t('ok')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
