import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../../api/api-query.ts';

/** The profile's first and most prominent action: the next level to play (or the games, when every level is done). */
export function NextPlay(): ReactNode {
  const { t } = useTranslation();
  const progress = useApiQuery('getLevelsProgress', []);
  const next = progress.data?.nextLevel;
  if (next === undefined) return null;
  return (
    <p className="actions">
      {next === null ? (
        <Link to="/" className="button button--primary">
          {t('economy.earnMore.playGames')}
        </Link>
      ) : (
        <Link to={`/games/levels?level=${String(next)}`} className="button button--primary" data-testid="profile-play">
          {t('home.levels.playNext', { level: next })}
        </Link>
      )}
    </p>
  );
}
