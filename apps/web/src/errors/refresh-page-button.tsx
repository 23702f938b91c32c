import type { ReactNode } from 'react';
import { errorTexts } from './error-texts.ts';

/** `Refresh page`: reloads the page, the one way out every error screen offers. */
export function RefreshPageButton(): ReactNode {
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        window.location.reload();
      }}
    >
      {errorTexts.refreshPage()}
    </button>
  );
}
