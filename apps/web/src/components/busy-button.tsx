import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy' | 'aria-disabled' | 'type'> & { busy: boolean };

/**
 * A button whose action waits for something to arrive, a lazily loaded chunk above all (docs/web/behaviour.md#controls-that-load-code): from the tap it says so (`aria-busy`, `aria-disabled`, a spinner
 * beside its label, which stays its name), and a tap while busy does nothing, so the action
 * happens once. It stays focusable while busy, so the focus is not lost.
 */
export function BusyButton({ busy, onClick, children, ...button }: BusyButtonProps): ReactNode {
  return (
    <button
      type="button"
      {...button}
      aria-busy={busy ? true : undefined}
      aria-disabled={busy ? true : undefined}
      data-loading={busy ? '' : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (!busy) onClick?.(event);
      }}
    >
      {busy ? <span className="spinner spinner--inline" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
