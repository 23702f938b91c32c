import type { MyGame } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatInstant } from '../account/format-instant.ts';
import { categoryKey } from '../play/category-key.ts';
import { ReadyTimeoutNotes } from './ready-timeout-note.tsx';
import { VersionStateBadge } from './version-state.tsx';
import { InspectionBadge } from './inspection-badge.tsx';
import { inspectionPath } from './inspection-path.ts';
import { dashboardPath } from './dashboard-path.ts';
import { DescriptionsForm } from './descriptions-form.tsx';
import { declarationText } from './declaration-text.ts';
import { RunBoundsDesk } from './run-bounds-desk.tsx';
import { AchievementsDesk } from '../achievements/achievements-desk.tsx';
import '../components/data-table.css';

/** The owner's games: each with its totals, its descriptions per language and every version's state, dates, declared levels and top score, plays, coins and rejection reason. */
export function MyGamesList({ games }: { games: MyGame[] }): ReactNode {
  const { t } = useTranslation();
  if (games.length === 0) {
    return (
      <div className="notice">
        <p>{t('submissions.noGames')}</p>
        <Link to="/submit" className="button button--primary">
          {t('submissions.submitFirst')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="my-games">
      {games.map((game) => (
        <li key={game.id}>
          <MyGameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

function MyGameCard({ game }: { game: MyGame }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const headingId = `my-game-${game.id}`;
  const thumbnail = game.versions.find((version) => version.thumbnailUrl !== null)?.thumbnailUrl ?? null;
  return (
    <article className="my-game" aria-labelledby={headingId}>
      <div className="my-game__head">
        {thumbnail !== null && <img className="my-game__thumbnail" src={thumbnail} alt="" width={64} height={64} loading="lazy" />}
        <div>
          <h2 id={headingId}>{game.title}</h2>
          <p className="hint">{t(categoryKey(game.category))}</p>
        </div>
      </div>
      <dl className="details">
        <dt>{t('submissions.playable')}</dt>
        <dd>
          {game.publishedVersion === null ? (
            t('submissions.notPublishedYet')
          ) : (
            <Link to={`/games/${game.id}`}>{t('submissions.playableVersion', { version: game.publishedVersion })}</Link>
          )}
        </dd>
        <dt>{t('submissions.plays')}</dt>
        <dd>{number.format(game.plays)}</dd>
        <dt>{t('submissions.coinsPaid')}</dt>
        <dd>{number.format(BigInt(game.coinsPaid))}</dd>
      </dl>
      <p>
        <Link to={dashboardPath(game.id)} aria-label={t('dashboard.linkOf', { title: game.title })}>
          {t('dashboard.link')}
        </Link>
      </p>
      <ReadyTimeoutNotes versions={game.versions} />
      <div className="table-scroll" role="region" aria-labelledby={`${headingId}-versions`} tabIndex={0}>
        <table className="data-table">
          <caption id={`${headingId}-versions`}>{t('submissions.versionsOf', { title: game.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('submissions.version')}</th>
              <th scope="col">{t('submissions.state')}</th>
              <th scope="col">{t('submissions.submittedAt')}</th>
              <th scope="col">{t('submissions.declaration.column')}</th>
              <th scope="col">{t('submissions.plays')}</th>
              <th scope="col">{t('submissions.coinsPaid')}</th>
            </tr>
          </thead>
          <tbody>
            {game.versions.map((version) => (
              <tr key={version.version}>
                <th scope="row">{version.version}</th>
                <td>
                  <VersionStateBadge state={version.state} />
                  {version.inspection !== null && (
                    <p>
                      <InspectionBadge summary={version.inspection} />{' '}
                      <Link to={inspectionPath(game.id, version.version)} aria-label={t('inspections.reportOf', { title: game.title, version: version.version })}>
                        {t('inspections.reportLink')}
                      </Link>
                    </p>
                  )}
                  {version.rejectionReason !== null && (
                    <p className="rejection-reason">
                      <span className="rejection-reason__label">{t('submissions.rejectionReason')}</span> {version.rejectionReason}
                    </p>
                  )}
                </td>
                <td>{formatInstant(version.submittedAt, language, { withTime: true })}</td>
                <td data-testid="version-declaration">{declarationText(t, version.declaration, language)}</td>
                <td>
                  {number.format(version.plays)}
                  {version.state === 'published' && (
                    <>
                      {' '}
                      <Link to={dashboardPath(game.id, version.version)} aria-label={t('dashboard.linkOfVersion', { title: game.title, version: version.version })}>
                        {t('dashboard.versionLink')}
                      </Link>
                    </>
                  )}
                </td>
                <td>{number.format(BigInt(version.coinsPaid))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DescriptionsForm game={game} />
      {game.publishedVersion !== null && <AchievementsDesk game={game} />}
      <RunBoundsDesk game={game} />
      <Link to={`/submit?game=${encodeURIComponent(game.id)}`} className="button" aria-label={t('submissions.newVersionOf', { title: game.title })}>
        {t('submissions.newVersion')}
      </Link>
    </article>
  );
}
