import type { ReactNode } from 'react';
import { errorTexts } from './error-texts.ts';
import { RefreshPageButton } from './refresh-page-button.tsx';

interface ErrorScreenProps {
  title: string;
  /** The error's message; `Unknown error` when null. */
  message: string | null;
}

/** A full-page error: title, message (never a stack trace) and a button that reloads the page. */
export function ErrorScreen({ title, message }: ErrorScreenProps): ReactNode {
  return (
    <main className="error-screen" aria-labelledby="error-screen-title">
      <div role="alert">
        <h1 id="error-screen-title">{title}</h1>
        <p className="error-screen__message">{message ?? errorTexts.unknownError()}</p>
      </div>
      <RefreshPageButton />
    </main>
  );
}
