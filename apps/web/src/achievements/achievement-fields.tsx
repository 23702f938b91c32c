import { beyondReach, gameAchievementKinds, type AchievementText, type BeyondReach, type GameAchievementKind, type ThresholdReach } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import type { FieldProblems, FormValues } from '../forms/use-account-form.ts';

/** The threshold and the title and description in each language: the fields of a maker's achievement, added or edited (achievements-desk.tsx). */
export function AchievementFields({ languages, problems, initial }: { languages: readonly string[]; problems: FieldProblems; initial?: { threshold: number; texts: readonly AchievementText[] } }): ReactNode {
  const { t } = useTranslation();
  const textIn = (language: string): AchievementText | undefined => initial?.texts.find((text) => text.language === language);
  return (
    <>
      <Field label={t('achievements.desk.threshold')} problem={problems.threshold}>
        {(control) => <input {...control} name="threshold" className="input" type="number" min={1} max={1_000_000_000} inputMode="numeric" required defaultValue={initial?.threshold} />}
      </Field>
      {languages.map((language, index) => (
        <fieldset key={language} className="achievement-texts">
          <legend>{t('achievements.desk.inLanguage', { language: t(`languageNames.${language}`, { defaultValue: language }) })}</legend>
          <Field label={t('achievements.desk.title')} problem={problems[`title-${language}`]} optional={index > 0}>
            {(control) => <input {...control} name={`title-${language}`} className="input" maxLength={60} lang={language} defaultValue={textIn(language)?.title} />}
          </Field>
          <Field label={t('achievements.desk.description')} optional>
            {(control) => <input {...control} name={`description-${language}`} className="input" maxLength={200} lang={language} defaultValue={textIn(language)?.description} />}
          </Field>
        </fieldset>
      ))}
    </>
  );
}

/**
 * The form's sentence for a threshold beyond reach ("At most 10,000: …"), by the contract's rule
 * (`beyondReach`, the server's too); `count` picks the plural of a level count.
 */
const beyondReachProblem = ({ why, most }: BeyondReach): Problem => ({ key: `achievements.desk.beyondReach.${why}`, values: { most, count: most } });

/**
 * The form's check: a whole threshold of at least 1 that a run of the game can reach (a level
 * achievement only for a game with levels), and a title in the game's own language (the first).
 * `kind` is an existing achievement's (its edit form has no kind field); else the form's `kind`.
 */
export function achievementProblems(values: FormValues, languages: readonly string[], reach: ThresholdReach = null, kind?: GameAchievementKind): FieldProblems {
  const threshold = Number(values.threshold);
  const chosen = kind ?? gameAchievementKinds.find((known) => known === values.kind);
  if (!Number.isInteger(threshold) || threshold < 1) return { threshold: { key: 'achievements.desk.thresholdNeeded' } };
  const beyond = chosen === undefined ? null : beyondReach(chosen, threshold, reach);
  // A level achievement in a game without levels: the new one's kind is to change; an existing one's kind stays, so it can only be retired.
  if (beyond?.why === 'noLevels') return kind === undefined ? { kind: { key: 'achievements.desk.beyondReach.noLevels' } } : { threshold: { key: 'achievements.desk.unreachable.noLevels' } };
  if (beyond !== null) return { threshold: beyondReachProblem(beyond) };
  const first = `title-${languages[0] ?? 'en'}`;
  if (!values[first]?.trim()) return { [first]: { key: 'achievements.desk.titleNeeded' } };
  return {};
}

/** The texts the fields hold: one per language with a title, in the languages' order. */
export function achievementTexts(values: FormValues, languages: readonly string[]): AchievementText[] {
  return languages
    .map((language) => ({ language, title: values[`title-${language}`]?.trim() ?? '', description: values[`description-${language}`]?.trim() ?? '' }))
    .filter((text) => text.title !== '');
}
