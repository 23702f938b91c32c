import type { ResponseOf } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../../api/api-query.ts';
import { categoryKey } from '../../play/category-key.ts';
import { QueryState } from '../../components/query-state.tsx';

/** The `games` tab: the published games, each with its thumbnail, title and category, linking to its page. */
export function GamesPanel(): ReactNode {
  const { t } = useTranslation();
  const query = useApiQuery('listGames', [{ query: { limit: '48' } }]);
  return (
    <QueryState query={query} loadingLabel={t('home.games.loading')}>
      {({ games }) => <GameList games={games} />}
    </QueryState>
  );
}

function GameList({ games }: { games: ResponseOf<'listGames'>['games'] }): ReactNode {
  const { t } = useTranslation();
  if (games.length === 0) return <p data-testid="games-empty">{t('home.games.empty')}</p>;
  return (
    <ul className="game-list" aria-label={t('home.games.listLabel')} data-testid="game-list">
      {games.map((game) => (
        <li key={game.id}>
          <Link to={`/games/${game.id}`} className="game-card" data-testid={`game-card-${game.id}`}>
            {game.thumbnailUrl ? <img className="game-card__thumbnail" src={game.thumbnailUrl} alt="" width={160} height={160} loading="lazy" /> : <span className="game-card__thumbnail game-card__thumbnail--none" aria-hidden="true" />}
            <span className="game-card__title">{game.title}</span>
            <span className="game-card__category">{t(categoryKey(game.category))}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
