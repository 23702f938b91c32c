import type { MakerGameAchievement, ThresholdReach } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateApiQueries } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { FormProblem, SubmitButton } from '../forms/form-messages.tsx';
import { useAccountForm } from '../forms/use-account-form.ts';
import { AchievementFields, achievementProblems, achievementTexts } from './achievement-fields.tsx';

/**
 * /my-games: a maker changes one of their game's achievements, its threshold and its texts (its
 * kind stays: a new kind is a new achievement). Players who unlocked it keep it (docs/api/achievements.md).
 */
export function EditAchievementForm({
  gameId,
  achievement,
  languages,
  reach,
  title,
  onClose,
}: {
  gameId: string;
  achievement: MakerGameAchievement;
  languages: readonly string[];
  reach: ThresholdReach;
  title: string;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const form = useAccountForm({
    // A threshold kept as it was passes (the server takes it, and the list marks it if it cannot be reached); a new one must be reachable.
    validate: (values) => achievementProblems(values, languages, Number(values.threshold) === achievement.threshold ? null : reach, achievement.kind),
    submit: async (values) => {
      await api.call('updateGameAchievement', { params: { game: gameId, achievement: achievement.id }, body: { threshold: Number(values.threshold), texts: achievementTexts(values, languages) } });
      await invalidateApiQueries('listMyGameAchievements', 'getGameAchievements');
      onClose();
    },
  });
  return (
    <form className="form achievement__edit" {...form.formProps} aria-label={t('achievements.desk.editLabel', { title })}>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <AchievementFields languages={languages} problems={form.fieldProblems} initial={achievement} />
      <div className="actions">
        <SubmitButton busy={form.status === 'busy'}>{t('achievements.desk.save')}</SubmitButton>
        <button type="button" className="button" onClick={onClose}>
          {t('achievements.desk.cancel')}
        </button>
      </div>
    </form>
  );
}
