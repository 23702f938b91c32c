import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SignedInGate } from '../account/signed-in-gate.tsx';
import '../forms/forms.css';
import { GameRulesList } from '../submissions/game-rules-list.tsx';
import { SubmissionForm } from '../submissions/submission-form.tsx';
import '../submissions/submissions.css';

const gameIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** /submit: a new game, or with `?game=<id>` a new version of the owner's game; both go to review. */
export default function SubmitPage(): ReactNode {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = search.get('game');
  const game = asked !== null && gameIdPattern.test(asked) ? asked : null;
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{game === null ? t('titles.submit') : t('submissions.newVersionHeading', { game })}</h1>
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
      <SignedInGate invitation={t('submissions.signInToSubmit')}>{() => <SubmissionForm key={game ?? ''} game={game} />}</SignedInGate>
      <p>
        <Link to="/my-games">{t('titles.myGames')}</Link>
      </p>
    </article>
  );
}
