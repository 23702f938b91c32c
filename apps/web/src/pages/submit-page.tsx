import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import { useAccount } from '../account/use-account.ts';
import '../forms/forms.css';
import { GameRulesList } from '../submissions/game-rules-list.tsx';
import { SubmissionForm } from '../submissions/submission-form.tsx';
import '../submissions/submissions.css';
import { useMyGame } from '../submissions/use-my-game.ts';

const gameIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** /submit: a new game, or with `?game=<id>` a new version of the owner's game; both go to review. */
export default function SubmitPage(): ReactNode {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = search.get('game');
  const game = asked !== null && gameIdPattern.test(asked) ? asked : null;
  // The game by its title once the maker's list says it; by its address until then, or when it is not theirs.
  const mine = useMyGame(game, { enabled: useAccount().status === 'signed-in' });
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{game === null ? t('titles.submit') : t('submissions.newVersionHeading', { game: mine?.title ?? game })}</h1>
      <p>{game === null ? t('submissions.intro') : t('submissions.versionIntro')}</p>
      <p>
        <Link to="/developers">{t('developers.submitLink')}</Link>
      </p>
      {asked !== null && game === null && (
        <p className="notice notice--error" role="alert">
          {t('submissions.unknownGame')}
        </p>
      )}
      <GameRulesList />
      <SignedInGate invitation={t('submissions.signInToSubmit')}>{() => <SubmissionForm key={game ?? ''} game={game} declared={mine?.versions[0]?.declaration} />}</SignedInGate>
      <p>
        <Link to="/my-games">{t('titles.myGames')}</Link>
      </p>
    </article>
  );
}
