import { beyondReach, gameAchievementKinds, type MyGame } from '@site/api-contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateApiQueries, useApiQuery } from '../api/api-query.ts';
import { api } from '../api/api.ts';
import { Field } from '../forms/field.tsx';
import { FormProblem, FormResult, SubmitButton } from '../forms/form-messages.tsx';
import { useAccountForm } from '../forms/use-account-form.ts';
import { pickAchievementText } from '../play/achievement-text.ts';
import { describedLanguages } from '../submissions/description-values.ts';
import { AchievementFields, achievementProblems, achievementTexts } from './achievement-fields.tsx';
import { EditAchievementForm } from './edit-achievement-form.tsx';
import '../forms/forms.css';
import './achievements.css';

/**
 * /my-games: a game's achievements, defined by its maker without code (docs/api/achievements.md): each with its unlock rate (players who unlocked it among those who played),
 * retired or brought back; and a form to add one, its title and description in each language the
 * game is described in; each can be edited (its threshold and texts).
 */
export function AchievementsDesk({ game }: { game: MyGame }): ReactNode {
  const { t, i18n } = useTranslation();
  // The server takes texts in the languages the game is described in (its own first), or in any when it has no description.
  const languages = game.descriptions.length > 0 ? game.descriptions.map((description) => description.language) : describedLanguages([]);
  const list = useApiQuery('listMyGameAchievements', [{ params: { game: game.id } }]);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  // What a run of the game's newest version can reach: the form refuses a threshold beyond it, as the server does.
  const reach = list.data?.reach ?? null;
  const form = useAccountForm({
    validate: (values) => achievementProblems(values, languages, reach),
    submit: async (values) => {
      const texts = achievementTexts(values, languages);
      await api.call('createGameAchievement', { params: { game: game.id }, body: { kind: values.kind as (typeof gameAchievementKinds)[number], threshold: Number(values.threshold), texts } });
      await invalidateApiQueries('listMyGameAchievements', 'getGameAchievements');
    },
  });
  const retire = async (id: string, retired: boolean) => {
    setBusy(id);
    try {
      await api.call('updateGameAchievement', { params: { game: game.id, achievement: id }, body: { retired } });
      await invalidateApiQueries('listMyGameAchievements', 'getGameAchievements');
    } finally {
      setBusy(null);
    }
  };
  const headingId = `achievements-${game.id}`;
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <section aria-labelledby={`${headingId} my-game-${game.id}`} data-testid="achievements-desk">
      <h3 id={headingId}>{t('achievements.desk.heading')}</h3>
      <p className="hint">{t('achievements.desk.hint')}</p>
      {list.data && list.data.achievements.length > 0 && (
        <ul className="achievement-list">
          {list.data.achievements.map((achievement) => {
            const text = pickAchievementText(achievement.texts, i18n.resolvedLanguage ?? i18n.language);
            // One kept from before the server checked thresholds, made for a version whose table was larger, or before the run bounds were lowered.
            const unreachable = beyondReach(achievement.kind, achievement.threshold, reach);
            return (
              <li key={achievement.id} className="achievement" data-testid="maker-achievement" data-retired={achievement.retired}>
                <span className="achievement__badge" aria-hidden="true">
                  {achievement.retired ? '☆' : '★'}
                </span>
                <div className="achievement__text">
                  <strong>{text.title}</strong>
                  <span className="hint">{t(`achievements.kind.${achievement.kind}`, { count: achievement.threshold })}</span>
                  {unreachable && (
                    <span className="achievement__warning" data-testid="beyond-reach">
                      {t(`achievements.desk.unreachable.${unreachable.why}`, { most: unreachable.most, count: unreachable.most })}
                    </span>
                  )}
                  <span className="achievement__state" data-testid="unlock-rate">
                    {t('achievements.desk.rate', { rate: percent.format(achievement.players === 0 ? 0 : achievement.unlockedBy / achievement.players), unlocked: achievement.unlockedBy, players: achievement.players })}
                  </span>
                  {editing === achievement.id ? (
                    <EditAchievementForm gameId={game.id} achievement={achievement} languages={languages} reach={reach} title={text.title} onClose={() => { setEditing(null); }} />
                  ) : (
                    <span className="actions">
                      <button type="button" className="button button--small" onClick={() => { setEditing(achievement.id); }} aria-label={`${t('achievements.desk.edit')}: ${text.title}`}>
                        {t('achievements.desk.edit')}
                      </button>
                      <button type="button" className="button button--small" disabled={busy === achievement.id} onClick={() => void retire(achievement.id, !achievement.retired)} aria-label={`${t(achievement.retired ? 'achievements.desk.restore' : 'achievements.desk.retire')}: ${text.title}`}>
                        {t(achievement.retired ? 'achievements.desk.restore' : 'achievements.desk.retire')}
                      </button>
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <form className="form" {...form.formProps} aria-labelledby={`${headingId} my-game-${game.id}`}>
        <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
        <Field label={t('achievements.desk.kind')} problem={form.fieldProblems.kind}>
          {(control) => (
            <select {...control} name="kind" className="input" defaultValue="score">
              {gameAchievementKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`achievements.desk.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <AchievementFields languages={languages} problems={form.fieldProblems} />
        {form.status === 'done' && (
          <FormResult resultRef={form.resultRef}>
            <p>{t('achievements.desk.added')}</p>
          </FormResult>
        )}
        <div className="actions">
          <SubmitButton busy={form.status === 'busy'} primary={false}>
            {t('achievements.desk.add')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
