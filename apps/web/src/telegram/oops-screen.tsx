import type { ReactNode } from 'react';
import { errorTexts } from '../errors/error-texts.ts';

/** Shown inside Telegram when the client lacks required mini-app features (ERR_NOT_SUPPORTED). */
export function OopsScreen(): ReactNode {
  return (
    <main className="error-screen oops-screen" aria-labelledby="oops-title">
      <div role="alert">
        <h1 id="oops-title">{errorTexts.oopsTitle()}</h1>
        <p>{errorTexts.oldTelegramClient()}</p>
      </div>
    </main>
  );
}
