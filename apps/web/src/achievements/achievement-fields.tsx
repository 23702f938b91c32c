import type { AchievementText } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblems, FormValues } from '../forms/use-account-form.ts';

/** The threshold and the title and description in each language: the fields of a maker's achievement, added or edited (achievements-desk.tsx). */
export function AchievementFields({ languages, problems, initial }: { languages: readonly string[]; problems: FieldProblems; initial?: { threshold: number; texts: readonly AchievementText[] } }): ReactNode {
  const { t } = useTranslation();
  const textIn = (language: string): AchievementText | undefined => initial?.texts.find((text) => text.language === language);
  return (
    <>
      <label className="field">
        <span>{t('achievements.desk.threshold')}</span>
        <input name="threshold" type="number" min={1} max={1_000_000_000} inputMode="numeric" required defaultValue={initial?.threshold} aria-invalid={problems.threshold ? true : undefined} />
      </label>
      {languages.map((language) => (
        <fieldset key={language} className="field">
          <legend>{t('achievements.desk.inLanguage', { language: t(`languageNames.${language}`, { defaultValue: language }) })}</legend>
          <label className="field">
            <span>{t('achievements.desk.title')}</span>
            <input name={`title-${language}`} maxLength={60} lang={language} defaultValue={textIn(language)?.title} aria-invalid={problems[`title-${language}`] ? true : undefined} />
          </label>
          <label className="field">
            <span>{t('achievements.desk.description')}</span>
            <input name={`description-${language}`} maxLength={200} lang={language} defaultValue={textIn(language)?.description} />
          </label>
        </fieldset>
      ))}
    </>
  );
}

/** The form's check: a whole threshold of at least 1 and a title in the game's own language (the first). */
export function achievementProblems(values: FormValues, languages: readonly string[]): FieldProblems {
  const threshold = Number(values.threshold);
  if (!Number.isInteger(threshold) || threshold < 1) return { threshold: { key: 'achievements.desk.thresholdNeeded' } };
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
