import type { AchievementText } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../forms/field.tsx';
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
