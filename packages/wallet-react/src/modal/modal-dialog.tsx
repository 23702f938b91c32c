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

/** Focuses `node` or else the first element inside it that takes focus; true when one did. */
function focusIn(node: Node | undefined): boolean {
  return (
    node instanceof Element &&
    [node, ...node.querySelectorAll('*')].some((element) => {
      (element as Partial<HTMLElement>).focus?.();
      return document.activeElement === element;
    })
  );
}

/**
 * A native modal `<dialog>`: top layer, inert page, focus moved in on open and back on close,
 * Escape and backdrop clicks reported through `onClose`. Focus goes back to the opener or, when
 * the opener has gone (a "Connect" button that the account's button replaced while the dialog
 * was open), to what now stands in its place, else to the first thing around it that takes focus.
 */
export function ModalDialog({ open, onClose, labelledBy, describedBy, name, children }: ModalDialogProps): ReactNode {
  const { theme, modalContainer } = useWalletUi();
  const scheme = useColorScheme(theme);
  const container = useModalContainer(modalContainer);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    // A live range around the opener: the DOM moves it as nodes come and go, so when the opener is
    // replaced it holds what now stands in its place.
    const opener = document.activeElement;
    const place = document.createRange();
    if (opener !== document.body && opener?.parentNode) place.selectNode(opener);
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const { startContainer, startOffset } = place;
      if (startContainer !== document && !focusIn(startContainer.childNodes[startOffset])) focusIn(startContainer);
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
