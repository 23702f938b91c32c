import type { MyGame } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateApiQueries } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { FormProblem, FormResult, SubmitButton } from '../forms/form-messages.tsx';
import { useAccountForm } from '../forms/use-account-form.ts';
import { DescriptionFields } from './description-fields.tsx';
import { describedLanguages, descriptionFieldName, descriptionsFrom } from './description-values.ts';

/** The game's description in each language (`setGameDescriptions`): one field per language it has and per language the site ships. */
export function DescriptionsForm({ game }: { game: MyGame }): ReactNode {
  const { t } = useTranslation();
  const languages = describedLanguages(game.descriptions);
  const form = useAccountForm({
    validate: (values) => (descriptionsFrom((name) => values[name], languages).length === 0 ? { [descriptionFieldName(languages[0] ?? 'en')]: { key: 'submissions.descriptionsNeedOne' } } : {}),
    submit: async (values) => {
      await api.call('setGameDescriptions', { params: { game: game.id }, body: { descriptions: descriptionsFrom((name) => values[name], languages) } });
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
        <DescriptionFields languages={languages} current={game.descriptions} problems={form.fieldProblems} />
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
