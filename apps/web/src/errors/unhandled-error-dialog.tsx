import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '../store/use-store.ts';
import { errorTexts } from './error-texts.ts';
import { RefreshPageButton } from './refresh-page-button.tsx';
import { unhandledError } from './unhandled-errors.ts';

/** `An unhandled error occurred:` with the message, over the page, until refreshed or closed. */
export function UnhandledErrorDialog(): ReactNode {
  const error = useStore(unhandledError);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (error && element && !element.open) element.showModal();
  }, [error]);

  if (!error) return null;
  return (
    <dialog
      ref={dialog}
      className="dialog error-dialog"
      role="alertdialog"
      aria-labelledby="unhandled-error-title"
      aria-describedby="unhandled-error-message"
      onClose={() => {
        unhandledError.set(undefined);
      }}
    >
      <h2 id="unhandled-error-title">{errorTexts.unhandledError()}</h2>
      <p id="unhandled-error-message" className="error-screen__message">
        {error.message ?? errorTexts.unknownError()}
      </p>
      <div className="dialog__actions">
        <RefreshPageButton />
        <button
          type="button"
          className="button"
          onClick={() => {
            dialog.current?.close();
          }}
        >
          {errorTexts.close()}
        </button>
      </div>
    </dialog>
  );
}
