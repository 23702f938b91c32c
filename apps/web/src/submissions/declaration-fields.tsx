import { submissionLimits, type GameDeclaration } from '@site/api-contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';

/**
 * /submit's declaration of a version (docs/api/submissions.md): whether the game has levels and
 * how many, and the top score of a run (of a level). The site builds the version's reward table
 * from it; the coins per point and per completion are the site's, said in the group's hint.
 * Sent as the form's `levels` (0 for a game without levels) and `topScore` (`declarationOf`).
 */
export function DeclarationFields({ initial, problems }: { initial: GameDeclaration; problems: Readonly<Record<string, Problem | undefined>> }): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const [hasLevels, setHasLevels] = useState(initial.levels !== null);
  return (
    <fieldset className="submission-declaration" aria-describedby={`${id}-intro`}>
      <legend>{t('submissions.declaration.legend')}</legend>
      <p className="field__hint" id={`${id}-intro`}>
        {t('submissions.declaration.intro')}
      </p>
      <div className="submission-declaration__choice">
        <input
          id={`${id}-has-levels`}
          type="checkbox"
          name="hasLevels"
          value="yes"
          checked={hasLevels}
          aria-describedby={`${id}-has-levels-hint`}
          onChange={(event) => {
            setHasLevels(event.currentTarget.checked);
          }}
        />
        <div>
          <label htmlFor={`${id}-has-levels`}>{t('submissions.declaration.hasLevels')}</label>
          <p className="field__hint" id={`${id}-has-levels-hint`}>
            {t('submissions.declaration.hasLevelsHint')}
          </p>
        </div>
      </div>
      {hasLevels && (
        <Field label={t('submissions.declaration.levelsLabel')} hint={t('submissions.declaration.levelsHint', { max: submissionLimits.levelsMax })} problem={problems.levels}>
          {(control) => <input {...control} name="levels" className="input" type="text" inputMode="numeric" autoComplete="off" required defaultValue={initial.levels === null ? '' : String(initial.levels)} />}
        </Field>
      )}
      <Field label={t('submissions.declaration.topScore')} hint={t('submissions.declaration.topScoreHint', { max: submissionLimits.topScoreMax })} problem={problems.topScore}>
        {(control) => <input {...control} name="topScore" className="input" type="text" inputMode="numeric" autoComplete="off" required defaultValue={String(initial.topScore)} />}
      </Field>
    </fieldset>
  );
}
