import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountState } from '../../account/account-state.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { SentenceWithUserText } from '../../components/user-text.tsx';
import type { LevelsProgressQuery } from './levels-panel.tsx';

const levelsPath = '/games/levels';

function PlayButton({ level }: { level: number }): ReactNode {
  const { t } = useTranslation();
  return (
    <Link to={`${levelsPath}?level=${String(level)}`} className="button button--primary hero__play" data-testid="home-play">
      {t('home.levels.playNext', { level })}
    </Link>
  );
}

/**
 * The top of the home page, which leads with the game: a signed-in player is greeted by name and
 * offered the next level (the Levels tab below has the progress and best scores, so neither is said twice); anyone else gets the pitch and level 1 (the header has the one
 * "Sign in"). While the session is checked in a browser that was signed in, it says it is loading.
 */
export function HomeHero({ account, progress, expectSignedIn }: { account: AccountState; progress: LevelsProgressQuery; expectSignedIn: boolean }): ReactNode {
  const { t } = useTranslation();
  if (account.status === 'signed-in') {
    const value = progress.data ?? null;
    return (
      <section className="hero" aria-labelledby="home-heading">
        {/* A player who has not finished a level yet is new here: welcomed, not welcomed back. */}
        <h1 id="home-heading">
          <SentenceWithUserText i18nKey={value !== null && value.completedCount > 0 ? 'home.welcomeBack' : 'home.welcome'} userText={{ name: account.account.displayName }} />
        </h1>
        {value === null ? (
          progress.isPending || progress.isFetching ? (
            <LoadingIndicator label={t('home.levels.loading')} />
          ) : null
        ) : (
          <div className="hero__actions">{value.nextLevel === null ? <p>{t('home.levels.allDone')}</p> : <PlayButton level={value.nextLevel} />}</div>
        )}
      </section>
    );
  }
  if ((account.status === 'unknown' || account.status === 'loading') && expectSignedIn) {
    return (
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t('home.heading')}</h1>
        <LoadingIndicator label={t('common.loading')} />
      </section>
    );
  }
  return (
    <section className="hero" aria-labelledby="home-heading">
      <h1 id="home-heading">{t('home.heading')}</h1>
      <p className="hero__intro">{t('home.intro')}</p>
      <div className="hero__actions">
        <PlayButton level={1} />
      </div>
    </section>
  );
}
