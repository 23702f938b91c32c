import { gameCategories, submissionLimits, type GameDeclaration, type GameDescription } from '@site/api-contract';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@site/api-contract/client';
import { fieldNameOf, type Problem } from '../forms/field-problem.ts';
import { focusFirstProblem } from '../forms/focus-first-problem.ts';
import { FormProblem, SubmitButton } from '../forms/form-messages.tsx';
import { SelectField } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { DeclarationFields } from './declaration-fields.tsx';
import { declarationInputOf, withDeclaration } from './declaration-values.ts';
import { DescriptionFields } from './description-fields.tsx';
import { describedLanguages, descriptionFieldName, descriptionsFrom } from './description-values.ts';
import { FileField } from './file-field.tsx';
import { checkSubmission, type SubmissionField, type SubmissionProblems } from './submission-checks.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

const fieldsAfterTitle: SubmissionField[] = ['category', 'levels', 'topScore', 'thumbnail', 'bundle'];

/** What a new game declares until its maker says otherwise: no levels, the default top score. */
const newGameDeclaration: GameDeclaration = { levels: null, topScore: submissionLimits.topScoreDefault };

const textOf = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

const fileOf = (form: HTMLFormElement, name: string): File | null => {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
};

/**
 * The submission form: a new game (`game` null) or a new version of the owner's game. The
 * page's own checks run first (size and type, to spare a long upload); the server's refusal of
 * a field is shown at that field; progress is shown while the files go up; success opens /my-games.
 * The levels and top score start as a new game's, or as the game's newest version declared
 * (`declared`); while that is not known, a new version's form leaves them out and the server
 * keeps the newest version's.
 */
export function SubmissionForm({ game, declared }: { game: string | null; declared?: GameDeclaration | undefined }): ReactNode {
  const { t, i18n } = useTranslation();
  // The reader's language first: the first description written is the game's own language.
  const languages = describedLanguages([], i18n.resolvedLanguage ?? i18n.language);
  const fieldOrder: SubmissionField[] = ['title', ...languages.map(descriptionFieldName), ...fieldsAfterTitle];
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const progressId = useId();
  const [problems, setProblems] = useState<SubmissionProblems>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const busy = progress !== undefined;
  const newGame = game === null;

  const showProblems = (found: SubmissionProblems): void => {
    setProblems(found);
    focusFirstProblem(formRef, fieldOrder, found);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const descriptions = descriptionsFrom((name) => textOf(data, name), languages);
    const declaration = declarationInputOf(data);
    const found = checkSubmission({ title: textOf(data, 'title'), descriptions, thumbnail: fileOf(form, 'thumbnail'), bundle: fileOf(form, 'bundle'), declaration }, { newGame });
    setFormProblem(null);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    setProblems({});
    setProgress(0);
    try {
      const answer = await uploadWithProgress(newGame ? '/api/submissions' : `/api/games/${encodeURIComponent(game)}/versions`, withDeclaration(withDescriptions(data, languages, descriptions), declaration), setProgress);
      // The notice on /my-games names the game by its title; the answer only has the slug.
      void navigate('/my-games', { state: { submitted: { ...answer, ...(newGame ? { title: textOf(data, 'title').trim() } : {}) } } });
    } catch (error) {
      setProgress(undefined);
      const field = error instanceof ApiError ? formFieldOf(error.field, descriptions) : null;
      if (field !== null && fieldOrder.includes(field)) {
        showProblems({ [field]: { error } });
        return;
      }
      setFormProblem({ error });
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  };

  const shown = progress === undefined ? null : progress === null ? t('submissions.uploading') : t('submissions.uploadingPercent', { percent: Math.round(progress * 100) });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={busy ? progressId : undefined}>
      <FormProblem problem={formProblem} problemRef={problemRef} />
      {newGame && (
        <>
          <TextField name="title" label={t('submissions.title')} hint={t('submissions.titleHint', { max: submissionLimits.titleMaxLength })} autoComplete="off" problem={problems.title} maxLength={submissionLimits.titleMaxLength} />
          <fieldset className="submission-descriptions">
            <legend>{t('submissions.descriptions')}</legend>
            <p className="field__hint">{t('submissions.descriptionsHint')}</p>
            <DescriptionFields languages={languages} problems={problems} />
          </fieldset>
          <SelectField
            name="category"
            label={t('submissions.category')}
            options={gameCategories.map((category) => ({ value: category, label: t(`play.categories.${category}`) }))}
            defaultValue="arcade"
            problem={problems.category}
          />
        </>
      )}
      {(newGame || declared !== undefined) && <DeclarationFields initial={declared ?? newGameDeclaration} problems={problems} />}
      <FileField name="thumbnail" label={t('submissions.thumbnail')} hint={t('submissions.thumbnailHint')} accept="image/png,image/jpeg,image/webp" problem={problems.thumbnail} />
      <FileField name="bundle" label={t('submissions.bundle')} hint={t('submissions.bundleHint')} accept=".zip,application/zip" problem={problems.bundle} />
      {shown !== null && (
        <div className="submission-progress" id={progressId}>
          <label htmlFor={`${progressId}-bar`}>{shown}</label>
          <progress id={`${progressId}-bar`} max={1} value={progress ?? undefined} />
        </div>
      )}
      <div className="actions">
        <SubmitButton busy={busy}>{newGame ? t('submissions.send') : t('submissions.sendVersion')}</SubmitButton>
      </div>
    </form>
  );
}

/** The form as sent: the descriptions as one JSON field (`descriptions`, as the descriptions PATCH takes them), none when none is written. */
function withDescriptions(data: FormData, languages: readonly string[], descriptions: readonly GameDescription[]): FormData {
  for (const language of languages) data.delete(descriptionFieldName(language));
  if (descriptions.length > 0) data.set('descriptions', JSON.stringify(descriptions));
  return data;
}

/** The form field a server error names: `body.descriptions.1.text` is the field of the second description sent. */
function formFieldOf(field: string | undefined, descriptions: readonly GameDescription[]): string | null {
  const described = /^body\.descriptions\.(\d+)\./.exec(field ?? '');
  const language = described ? descriptions[Number(described[1])]?.language : undefined;
  return language === undefined ? fieldNameOf(field) : descriptionFieldName(language);
}
