import { submissionLimits, type GameDeclaration } from '@site/api-contract';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclarationFields } from '../submissions/declaration-fields.tsx';
import { declarationText } from '../submissions/declaration-text.ts';
import { declarationInputOf, declarationOfInput } from '../submissions/declaration-values.ts';
import { checkDeclaration, type SubmissionProblems } from '../submissions/submission-checks.ts';
import type { PlaygroundSandbox } from './playground-sandbox.ts';
import '../forms/forms.css';
import '../submissions/submissions.css';

/**
 * What the maker will declare at /submit (levels and the top score), with /submit's own fields
 * and checks, applied by the playground's sandbox as the site will apply it; and, for a game with
 * levels, the level open in the sandbox's progress, which the maker may start again, or open every
 * level at once (as for a player who completed them all). It reads the sandbox as it renders: the
 * page renders it again with every call the game makes, and hears each change made here (`onChange`).
 */
export function PlaygroundDeclaration({
  sandbox,
  onChange,
}: {
  sandbox: Pick<PlaygroundSandbox, 'declaration' | 'declare' | 'openLevel' | 'forgetLevels' | 'openAllLevels'>;
  /** The declaration applied, or the levels open changed. */
  onChange?: () => void;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const [declared, setDeclared] = useState<GameDeclaration>(() => sandbox.declaration());
  const [problems, setProblems] = useState<SubmissionProblems>({});
  // Counts the maker's applies that found a problem: focus goes to the first field in error once it shows.
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  // Counts the maker's "start the levels again" and "open every level", so the open level is read again.
  const [, setLevelsChanged] = useState(0);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const open = declared.levels === null ? null : sandbox.openLevel();

  const apply = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const input = declarationInputOf(new FormData(event.currentTarget));
    if (input === null) return;
    const found = checkDeclaration(input);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setRefused((count) => count + 1);
      return;
    }
    const declaration = declarationOfInput(input);
    sandbox.declare(declaration);
    setDeclared(declaration);
    onChange?.();
  };

  const changeLevels = (change: () => void): void => {
    change();
    setLevelsChanged((count) => count + 1);
    onChange?.();
  };

  return (
    <section className="playground-declaration" aria-labelledby="playground-declaration">
      <h2 id="playground-declaration">{t('playground.declaration.heading')}</h2>
      <p>{t('playground.declaration.intro', { top: submissionLimits.topScoreDefault })}</p>
      <form ref={formRef} className="form" onSubmit={apply} noValidate>
        <DeclarationFields initial={declared} problems={problems} />
        <p className="actions">
          <button type="submit" className="button">
            {t('playground.declaration.apply')}
          </button>
        </p>
      </form>
      <p role="status" data-testid="playground-declared">
        {t('playground.declaration.applied', { declaration: declarationText(t, declared, language) })}
      </p>
      {declared.levels !== null && (
        <p className="actions" data-testid="playground-open-level">
          <span>{open === null ? t('playground.declaration.allCompleted') : t('playground.declaration.openLevel', { level: open })}</span>
          {open !== null && (
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                changeLevels(() => {
                  sandbox.openAllLevels();
                });
              }}
            >
              {t('playground.declaration.openAllLevels')}
            </button>
          )}
          {open !== 1 && (
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                changeLevels(() => {
                  sandbox.forgetLevels();
                });
              }}
            >
              {t('playground.declaration.forgetLevels')}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
