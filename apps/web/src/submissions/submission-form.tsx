import { gameCategories, submissionLimits } from '@site/api-contract';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/api-error.ts';
import { fieldNameOf, problemText, type Problem } from '../forms/field-problem.ts';
import { FormProblem, SubmitButton } from '../forms/form-messages.tsx';
import { TextField } from '../forms/text-field.tsx';
import { FileField } from './file-field.tsx';
import { checkSubmission, type SubmissionField, type SubmissionProblems } from './submission-checks.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

const fieldOrder: SubmissionField[] = ['title', 'description', 'category', 'thumbnail', 'bundle'];
const submissionFields: ReadonlySet<string> = new Set(fieldOrder);

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
 */
export function SubmissionForm({ game }: { game: string | null }): ReactNode {
  const { t } = useTranslation();
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
    const first = fieldOrder.find((field) => found[field] !== undefined);
    // After React has marked the field invalid, so its error is read with it.
    requestAnimationFrame(() => {
      const input = first ? formRef.current?.elements.namedItem(first) : null;
      if (input instanceof HTMLElement) input.focus();
    });
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = checkSubmission(
      { title: textOf(data, 'title'), description: textOf(data, 'description'), thumbnail: fileOf(form, 'thumbnail'), bundle: fileOf(form, 'bundle') },
      { newGame },
    );
    setFormProblem(null);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    setProblems({});
    setProgress(0);
    try {
      const answer = await uploadWithProgress(newGame ? '/api/submissions' : `/api/games/${encodeURIComponent(game)}/versions`, data, setProgress);
      void navigate('/my-games', { state: { submitted: answer } });
    } catch (error) {
      setProgress(undefined);
      const field = error instanceof ApiError ? fieldNameOf(error.field) : null;
      if (field !== null && submissionFields.has(field)) {
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
          <TextField name="title" label={t('submissions.title')} hint={t('submissions.titleHint', { max: submissionLimits.titleMaxLength })} autoComplete="off" problem={problems.title} maxLength={submissionLimits.titleMaxLength * 2} />
          <DescriptionField problem={problems.description} />
          <CategoryField problem={problems.category} />
        </>
      )}
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

function DescriptionField({ problem }: { problem: Problem | undefined }): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('submissions.description')}
        <span className="field__optional"> {t('forms.optional')}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('submissions.descriptionHint', { max: submissionLimits.descriptionMaxLength })}
      </p>
      <textarea
        id={id}
        name="description"
        className="input"
        rows={5}
        maxLength={submissionLimits.descriptionMaxLength * 2}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {problem && (
        <p id={`${id}-error`} className="field__error">
          {problemText(t, problem)}
        </p>
      )}
    </div>
  );
}

function CategoryField({ problem }: { problem: Problem | undefined }): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('submissions.category')}
      </label>
      <select id={id} name="category" className="input" defaultValue="arcade" aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined}>
        {gameCategories.map((category) => (
          <option key={category} value={category}>
            {t(`play.categories.${category}`)}
          </option>
        ))}
      </select>
      {problem && (
        <p id={`${id}-error`} className="field__error">
          {problemText(t, problem)}
        </p>
      )}
    </div>
  );
}
