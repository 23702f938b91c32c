import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The head of a table of ranks (a board, the profile's best ranks): rank, `what` (the player or the board), score. */
export function RankTableHead({ what }: { what: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('leaderboard.rank')}</th>
        <th scope="col">{what}</th>
        <th scope="col" className="leaderboard__score">
          {t('leaderboard.score')}
        </th>
      </tr>
    </thead>
  );
}
