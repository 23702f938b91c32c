import { submissionLimits, type MyGame } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateApiQueries } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { Field } from '../forms/field.tsx';
import { FormProblem, FormResult, SubmitButton } from '../forms/form-messages.tsx';
import { useAccountForm, type FormValues } from '../forms/use-account-form.ts';
import { supportedLanguages } from '../i18n/languages.ts';
import { languageName } from '../play/pick-description.ts';

/** The languages a maker describes a game in here: those it has, then every one the site ships. */
function languagesOf(game: MyGame): string[] {
  return [...new Set([...game.descriptions.map((description) => description.language), ...supportedLanguages])];
}

/** The filled fields as descriptions, the game's own language first (or the first filled when it was emptied). */
function descriptionsFrom(values: FormValues, languages: readonly string[]): { language: string; text: string }[] {
  return languages.map((language) => ({ language, text: (values[`description-${language}`] ?? '').trim() })).filter((description) => description.text !== '');
}

/**
 * The game's description in each language (`setGameDescriptions`): one field per language it has
 * and per language the site ships; players see theirs, or another marked with its language.
 */
export function DescriptionsForm({ game }: { game: MyGame }): ReactNode {
  const { t, i18n } = useTranslation();
  const reader = i18n.resolvedLanguage ?? i18n.language;
  const languages = languagesOf(game);
  const form = useAccountForm({
    validate: (values) => (descriptionsFrom(values, languages).length === 0 ? { [`description-${languages[0] ?? 'en'}`]: { key: 'submissions.descriptionsNeedOne' } } : {}),
    submit: async (values) => {
      await api.call('setGameDescriptions', { params: { game: game.id }, body: { descriptions: descriptionsFrom(values, languages) } });
      await invalidateApiQueries('listMyGames', 'listGames', 'getGame');
    },
  });
  const headingId = `descriptions-${game.id}`;
  return (
    <section>
      <h3 id={headingId}>{t('submissions.descriptions')}</h3>
      <p className="hint">{t('submissions.descriptionsHint')}</p>
      {/* Named with the game's title too: a maker's games each have this form, and landmarks need names of their own. */}
      <form className="form" {...form.formProps} aria-labelledby={`${headingId} my-game-${game.id}`}>
        <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
        {languages.map((language) => (
          <Field
            key={language}
            label={t('submissions.descriptionIn', { language: languageName(language, reader) })}
            problem={form.fieldProblems[`description-${language}`]}
            optional
            maxLength={submissionLimits.descriptionMaxLength}
          >
            {(control) => (
              <textarea
                {...control}
                name={`description-${language}`}
                lang={language}
                className="input"
                rows={3}
                defaultValue={game.descriptions.find((description) => description.language === language)?.text ?? ''}
              />
            )}
          </Field>
        ))}
        {form.status === 'done' && (
          <FormResult resultRef={form.resultRef}>
            <p>{t('submissions.descriptionsSaved')}</p>
          </FormResult>
        )}
        <div className="actions">
          <SubmitButton busy={form.status === 'busy'} primary={false}>
            {t('submissions.saveDescriptions')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
