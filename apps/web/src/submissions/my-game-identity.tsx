import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../account/format-instant.ts';
import { useMyGame } from './use-my-game.ts';

/**
 * One of the maker's games as a heading names it: its title (the address until the list is read),
 * and what tells it from another of the same title: its address and when the version was sent.
 */
export function useMyGameIdentity(game: string, version: string | null): { title: string; details: ReactNode } {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const mine = useMyGame(game);
  const submittedAt = version === null ? null : mine?.versions.find((entry) => String(entry.version) === version)?.submittedAt;
  return {
    title: mine?.title ?? game,
    details: (
      <p className="hint">
        <code>{game}</code>
        {submittedAt != null && ` · ${t('submissions.submittedWhen', { when: formatInstant(submittedAt, language, { withTime: true }) })}`}
      </p>
    ),
  };
}
