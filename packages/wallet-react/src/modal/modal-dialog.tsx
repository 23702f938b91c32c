import { useEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useWalletUi } from '../hooks/use-wallet-ui.ts';
import { useColorScheme } from './use-color-scheme.ts';
import { useModalContainer } from './use-modal-container.ts';

export interface ModalDialogProps {
  open: boolean;
  /** Escape, a click on the backdrop or the close button. */
  onClose: () => void;
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string | undefined;
  /** A short name for tests and styling, e.g. `connect`. */
  name: string;
  children: ReactNode;
}

function isOutside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  // Keyboard "clicks" on buttons report 0,0 and a target inside the dialog.
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A native modal `<dialog>`: top layer, inert page, focus moved in on open and back to the opener
 * on close, Escape and backdrop clicks reported through `onClose`.
 */
export function ModalDialog({ open, onClose, labelledBy, describedBy, name, children }: ModalDialogProps): ReactNode {
  const { theme, modalContainer } = useWalletUi();
  const scheme = useColorScheme(theme);
  const container = useModalContainer(modalContainer);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, container]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The browser may close the dialog itself (a second Escape without user activation).
  const onNativeClose = () => {
    if (open) onClose();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (dialogRef.current && isOutside(dialogRef.current, event)) onClose();
  };

  if (!container) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      className="wr-dialog"
      data-wr-theme={theme}
      data-wr-scheme={scheme}
      data-wr-modal={name}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onClick}
    >
      {open ? <div className="wr-content">{children}</div> : null}
    </dialog>,
    container,
  );
}
