import { submissionLimits, type GameDescription } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import { languageName } from '../play/pick-description.ts';
import { descriptionFieldName } from './description-values.ts';

/**
 * One description field per language (`description-<code>`), each marked with its language for
 * spelling and speech: the submission's and /my-games' descriptions alike. Players read theirs,
 * or another marked with its language.
 */
export function DescriptionFields({ languages, current = [], problems }: { languages: readonly string[]; current?: readonly GameDescription[]; problems: Readonly<Record<string, Problem | undefined>> }): ReactNode {
  const { t, i18n } = useTranslation();
  const reader = i18n.resolvedLanguage ?? i18n.language;
  return languages.map((language) => (
    <Field key={language} label={t('submissions.descriptionIn', { language: languageName(language, reader) })} problem={problems[descriptionFieldName(language)]} optional maxLength={submissionLimits.descriptionMaxLength}>
      {(control) => (
        <textarea
          {...control}
          name={descriptionFieldName(language)}
          lang={language}
          className="input"
          rows={3}
          defaultValue={current.find((description) => description.language === language)?.text ?? ''}
        />
      )}
    </Field>
  ));
}
