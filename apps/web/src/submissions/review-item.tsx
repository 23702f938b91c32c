import type { ReviewItem } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text.ts';
import { formatInstant } from '../account/format-instant.ts';
import { invalidateApiQueries } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { Field } from '../forms/field.tsx';
import { problemText, type Problem } from '../forms/field-problem.ts';
import { shownScheme } from '../appearance/appearance-store.ts';
import { categoryKey } from '../play/category-key.ts';
import { frameUrl, gameLanguage } from '../play/level-param.ts';
import { GameStage } from '../play/game-stage.tsx';
import '../play/play.css';
import type { ApiError } from '@site/api-contract/client';
import { reviewRunCallbacks, type FinishedReviewRun, type ReviewRunEvent } from './review-run-bridge.ts';
import { ReviewRunOutcome } from './review-run-outcome.tsx';
import { VersionStateBadge } from './version-state.tsx';
import { InspectionBadge } from './inspection-badge.tsx';
import { runBoundsText } from './run-bounds-text.ts';
import { declarationText } from './declaration-text.ts';
import { ReviewInspection } from './review-inspection.tsx';
import { ConfirmAction } from '../components/confirm-action.tsx';

type Decided = { state: 'published' } | { state: 'rejected'; reason: string };
/** What the reviewer asks of the server. */
type Action = { kind: 'open' } | { kind: 'published' } | { kind: 'rejected'; reason: string };

/**
 * One version waiting for review: what it is, a way to play it on the stage players get (the same
 * sandbox and SDK host, loaded from its short-lived review URL) with review runs that cost no
 * stamina and pay nothing, what the game finished with, and the decision.
 */
export function ReviewItemCard({ item, onDecided, blocked = false }: { item: ReviewItem; onDecided: (item: ReviewItem, decision: Decided) => void; blocked?: boolean }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const [reviewUrl, setReviewUrl] = useState<string | null>(null);
  // A game with levels is reviewed at any of them: the frame opens at the level chosen here.
  const levelCount = item.declaration.levels;
  const [reviewLevel, setReviewLevel] = useState(1);
  const [lastRun, setLastRun] = useState<{ finished: FinishedReviewRun | null; refusal: ApiError | null }>({ finished: null, refusal: null });
  const [state, setState] = useState(item.state);
  const [reasonProblem, setReasonProblem] = useState<Problem | null>(null);
  const params = { game: item.game, version: String(item.version) };
  const runs = useMemo(
    () =>
      reviewRunCallbacks(item.game, item.version, (event: ReviewRunEvent) => {
        if (event.kind === 'started') setLastRun({ finished: null, refusal: null });
        if (event.kind === 'finished') setLastRun({ finished: event.finished, refusal: null });
        if (event.kind === 'refused') setLastRun((last) => ({ ...last, refusal: event.error }));
      }),
    [item.game, item.version],
  );
  const closeStage = useCallback(() => {
    setReviewUrl(null);
    requestAnimationFrame(() => playRef.current?.focus());
  }, []);

  const action = useMutation({
    mutationFn: async (given: Action) => {
      if (given.kind === 'open') return api.call('openReview', { params });
      if (given.kind === 'published') await api.call('publishVersion', { params });
      else await api.call('rejectVersion', { params, body: { reason: given.reason } });
      return null;
    },
    onSuccess: (opened, given) => {
      if (opened !== null) {
        setState(opened.state);
        setReviewUrl(frameUrl(opened.reviewUrl, { level: levelCount === null ? null : reviewLevel, lang: gameLanguage(language), theme: shownScheme() }));
        void invalidateApiQueries('listReviews');
        return;
      }
      void invalidateApiQueries('listReviews', 'listGames', 'listMyGames', 'getGame');
      onDecided(item, given.kind === 'rejected' ? { state: 'rejected', reason: given.reason } : { state: 'published' });
    },
  });
  const busy = action.isPending;
  const problem: Problem | null = action.isError ? { error: action.error } : null;
  const run = (given: Action): void => {
    if (!busy) action.mutate(given);
  };
  // A review run finished on this page counts before the queue is read again.
  const playedInReview = item.reviewRuns > 0 || lastRun.finished !== null;
  const publishQuestion = [t('submissions.publishQuestion', { title: item.title, version: item.version }), ...(playedInReview ? [] : [t('submissions.noReviewRun')])].join(' ');

  const reject = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const given = new FormData(event.currentTarget).get('reason');
    const reason = typeof given === 'string' ? given.trim() : '';
    if (reason === '') {
      setReasonProblem({ key: 'submissions.problems.reasonRequired' });
      reasonRef.current?.focus();
      return;
    }
    setReasonProblem(null);
    run({ kind: 'rejected', reason });
  };

  const report = (
    <>
      {lastRun.refusal && (
        <div className="notice notice--error" role="alert">
          <p>{apiErrorText(t, lastRun.refusal)}</p>
        </div>
      )}
      {lastRun.finished && <ReviewRunOutcome finished={lastRun.finished} />}
    </>
  );

  const headingId = `${id}-heading`;
  return (
    <article className="review-item" aria-labelledby={headingId}>
      <div className="my-game__head">
        {item.thumbnailUrl !== null && <img className="my-game__thumbnail" src={item.thumbnailUrl} alt="" width={64} height={64} loading="lazy" />}
        <div>
          <h2 id={headingId}>{t('submissions.reviewHeading', { title: item.title, version: item.version })}</h2>
          <p className="hint">
            {t(categoryKey(item.category))} · {item.author === null ? t('submissions.siteGame') : t('play.byAuthor', { author: item.author })} · <code>{item.game}</code> ·{' '}
            {t('submissions.submittedWhen', { when: formatInstant(item.submittedAt, language, { withTime: true }) })}
          </p>
        </div>
      </div>
      <p>
        <VersionStateBadge state={state} /> <InspectionBadge summary={item.inspection} />
        {item.publishedVersion !== null && <span className="hint"> {t('submissions.replaces', { version: item.publishedVersion })}</span>}
      </p>
      <p data-testid="review-declaration">{t('submissions.declaration.review', { declaration: declarationText(t, item.declaration, language) })}</p>
      <p className="hint" data-testid="review-run-bounds">
        {runBoundsText(t, item.runBounds, language)}
      </p>
      {item.inspection !== null && <ReviewInspection game={item.game} version={item.version} />}
      {item.description !== '' && <p className="review-item__description">{item.description}</p>}
      {problem && (
        <div className="notice notice--error" role="alert">
          <p>{problemText(t, problem)}</p>
        </div>
      )}
      {blocked ? (
        <p className="notice">{t('submissions.blockedExplained')}</p>
      ) : (
        <div className="actions">
          {levelCount !== null && (
            <label className="review-item__level">
              {t('submissions.reviewLevel')}{' '}
              <select className="input" value={reviewLevel} onChange={(event) => {
                setReviewLevel(Number(event.currentTarget.value));
              }}>
                {Array.from({ length: levelCount }, (_, index) => (
                  <option key={index} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button ref={playRef} type="button" className="button button--primary" aria-disabled={busy ? true : undefined} onClick={() => {
            run({ kind: 'open' });
          }}>
            {t('submissions.playVersion')}
          </button>
        </div>
      )}
      {reviewUrl === null && report}
      {reviewUrl !== null && (
        <GameStage key={reviewUrl} gameId={item.game} title={item.title} src={reviewUrl} runs={runs} onLeave={closeStage}>
          <p className="notice" data-testid="review-run-notice">
            {t('submissions.reviewRun.notice')}
          </p>
          {report}
        </GameStage>
      )}
      <div className="review-item__decision">
        {!blocked && (
          <div>
            <ConfirmAction
              label={t('submissions.publish')}
              buttonClassName="button"
              question={publishQuestion}
              confirmLabel={t('submissions.publishConfirm')}
              cancelLabel={t('submissions.publishCancel')}
              busy={busy}
              onConfirm={() => action.mutateAsync({ kind: 'published' }).catch(() => undefined)}
            />
          </div>
        )}
        <form className="form" noValidate onSubmit={reject}>
          <Field label={t('submissions.rejectReason')} problem={reasonProblem} maxLength={1000}>
            {(control) => <textarea ref={reasonRef} {...control} name="reason" className="input" rows={3} required />}
          </Field>
          <button type="submit" className="button button--danger" aria-disabled={busy ? true : undefined}>
            {t('submissions.reject')}
          </button>
        </form>
      </div>
    </article>
  );
}
