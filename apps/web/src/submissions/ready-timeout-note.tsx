import type { MyGame } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';

/**
 * The maker's note on versions that players were shown without the game saying it was ready (the
 * SDK's `gameReady`): the site waited its 30 s, then showed the game anyway (the game SDK's README).
 */
export function ReadyTimeoutNotes({ versions }: { versions: MyGame['versions'] }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return versions.map(
    ({ version, readyTimeouts }) =>
      readyTimeouts && (
        <div key={version} className="notice notice--stack ready-timeout-note" data-testid="ready-timeout-note">
          <p>
            <strong>{t('submissions.readyTimeout.title', { version })}</strong>
          </p>
          <p>{t('submissions.readyTimeout.body', { count: readyTimeouts.players, date: formatInstant(readyTimeouts.lastAt, language, { withTime: true }) })}</p>
        </div>
      ),
  );
}
