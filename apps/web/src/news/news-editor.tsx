import { newsLimits, type NewsSource } from '@site/api-contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import { focusFirstProblem } from '../forms/focus-first-problem.ts';
import { FormProblem, SubmitButton } from '../forms/form-messages.tsx';
import { NewsBody } from './news-body.tsx';
import { checkNewsForm, emptyNewsForm, newsFieldOf, newsFormFields, newsFormFromSource, newsRequestBody, textGiven, type NewsFormField, type NewsFormValues } from './news-form.ts';

interface NewsFieldProps {
  field: NewsFormField;
  label: string;
  hint?: string;
  values: NewsFormValues;
  problem: Problem | undefined;
  onChange: (field: NewsFormField, value: string) => void;
  kind?: 'line' | 'text' | 'date';
  maxLength?: number;
  lang?: string;
}

/** One labelled field of the editor, its hint and error read with it. */
function NewsField({ field, label, hint, values, problem, onChange, kind = 'line', maxLength, lang }: NewsFieldProps): ReactNode {
  return (
    <Field label={label} hint={hint} problem={problem} maxLength={maxLength}>
      {(control) => {
        const common = {
          ...control,
          name: field,
          className: 'input',
          value: values[field],
          lang,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            onChange(field, event.target.value);
          },
        };
        return kind === 'text' ? <textarea {...common} rows={8} /> : <input {...common} type={kind === 'date' ? 'date' : 'text'} autoComplete="off" />;
      }}
    </Field>
  );
}

/** How a language's text will read on /news/:id: title, summary and the body as paragraphs and links. */
function NewsPreview({ language, title, summary, body }: { language: 'en' | 'es'; title: string; summary: string; body: string }): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{t('news.desk.previewIn', { language: t(`languageNames.${language}`) })}</h4>
      <div lang={language}>
        <p className="news-desk__title">
          <strong>{title}</strong>
        </p>
        <p className="hint news-summary">{summary}</p>
        <NewsBody text={body} />
      </div>
    </section>
  );
}

/**
 * The form a moderator writes or edits an entry with (`source` null: a new one): English and
 * optional Spanish texts, how the Telegram mini app shows it (hidden, or its own texts, where the
 * site's name a wallet, chain or deposit Telegram does not allow), the publication date, and a
 * preview of how it will read.
 */
export function NewsEditor({ source, onSaved, onCancel }: { source: NewsSource | null; onSaved: (entry: NewsSource) => void; onCancel?: () => void }): ReactNode {
  const { t } = useTranslation();
  const previewId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<NewsFormValues>(source ? newsFormFromSource(source) : emptyNewsForm);
  const [problems, setProblems] = useState<Partial<Record<NewsFormField, Problem>>>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [previewShown, setPreviewShown] = useState(false);
  const [hiddenInTelegram, setHiddenInTelegram] = useState(source?.telegram.hidden ?? false);
  const hiddenId = useId();

  const onChange = (field: NewsFormField, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's problem goes once it is being corrected; the next check says whether it is.
    setProblems((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  };

  const showProblems = (found: Partial<Record<NewsFormField, Problem>>): void => {
    setProblems(found);
    focusFirstProblem(formRef, newsFormFields, found);
  };

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof newsRequestBody>) => (source ? api.call('updateNews', { params: { id: source.id }, body }) : api.call('createNews', { body })),
    onSuccess: ({ entry }) => {
      if (!source) {
        setValues(emptyNewsForm);
        setHiddenInTelegram(false);
      }
      setPreviewShown(false);
      onSaved(entry);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? newsFieldOf(error.field) : null;
      if (field) {
        showProblems({ [field]: { error } });
        return;
      }
      setFormProblem({ error });
      requestAnimationFrame(() => problemRef.current?.focus());
    },
  });
  const busy = save.isPending;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    setFormProblem(null);
    const found = checkNewsForm(values);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    setProblems({});
    save.mutate(newsRequestBody(values, source, hiddenInTelegram));
  };

  const spanishGiven = textGiven(values, 'es');
  const fieldProps = { values, onChange };
  return (
    <>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <FormProblem problem={formProblem} problemRef={problemRef} />
        <fieldset>
          <legend>{t('languageNames.en')}</legend>
          <NewsField {...fieldProps} field="enTitle" label={t('news.desk.title')} problem={problems.enTitle} maxLength={newsLimits.titleMaxLength} lang="en" />
          <NewsField {...fieldProps} field="enSummary" label={t('news.desk.summary')} hint={t('news.desk.summaryHint')} problem={problems.enSummary} maxLength={newsLimits.summaryMaxLength} lang="en" />
          <NewsField {...fieldProps} field="enBody" label={t('news.desk.body')} hint={t('news.desk.bodyHint')} problem={problems.enBody} kind="text" maxLength={newsLimits.bodyMaxLength} lang="en" />
        </fieldset>
        <fieldset>
          <legend>{t('news.desk.spanishOptional')}</legend>
          <p className="field__hint">{t('news.desk.spanishHint')}</p>
          <NewsField {...fieldProps} field="esTitle" label={t('news.desk.title')} problem={problems.esTitle} maxLength={newsLimits.titleMaxLength} lang="es" />
          <NewsField {...fieldProps} field="esSummary" label={t('news.desk.summary')} problem={problems.esSummary} maxLength={newsLimits.summaryMaxLength} lang="es" />
          <NewsField {...fieldProps} field="esBody" label={t('news.desk.body')} problem={problems.esBody} kind="text" maxLength={newsLimits.bodyMaxLength} lang="es" />
        </fieldset>
        <fieldset>
          <legend>{t('news.desk.telegramHeading')}</legend>
          <p className="field__hint">{t('news.desk.telegramHint')}</p>
          <div className="news-desk__choice">
            <input
              id={hiddenId}
              type="checkbox"
              name="hiddenInTelegram"
              checked={hiddenInTelegram}
              onChange={(event) => {
                setHiddenInTelegram(event.currentTarget.checked);
              }}
            />
            <label htmlFor={hiddenId}>{t('news.desk.telegramHidden')}</label>
          </div>
          {!hiddenInTelegram && (
            <>
              <NewsField {...fieldProps} field="tgEnTitle" label={t('news.desk.telegramField', { field: t('news.desk.title'), language: t('languageNames.en') })} problem={problems.tgEnTitle} maxLength={newsLimits.titleMaxLength} lang="en" />
              <NewsField {...fieldProps} field="tgEnSummary" label={t('news.desk.telegramField', { field: t('news.desk.summary'), language: t('languageNames.en') })} problem={problems.tgEnSummary} maxLength={newsLimits.summaryMaxLength} lang="en" />
              <NewsField {...fieldProps} field="tgEnBody" label={t('news.desk.telegramField', { field: t('news.desk.body'), language: t('languageNames.en') })} problem={problems.tgEnBody} kind="text" maxLength={newsLimits.bodyMaxLength} lang="en" />
              <NewsField {...fieldProps} field="tgEsTitle" label={t('news.desk.telegramField', { field: t('news.desk.title'), language: t('languageNames.es') })} problem={problems.tgEsTitle} maxLength={newsLimits.titleMaxLength} lang="es" />
              <NewsField {...fieldProps} field="tgEsSummary" label={t('news.desk.telegramField', { field: t('news.desk.summary'), language: t('languageNames.es') })} problem={problems.tgEsSummary} maxLength={newsLimits.summaryMaxLength} lang="es" />
              <NewsField {...fieldProps} field="tgEsBody" label={t('news.desk.telegramField', { field: t('news.desk.body'), language: t('languageNames.es') })} problem={problems.tgEsBody} kind="text" maxLength={newsLimits.bodyMaxLength} lang="es" />
            </>
          )}
        </fieldset>
        <NewsField {...fieldProps} field="date" label={t('news.desk.date')} hint={t('news.desk.dateHint')} problem={problems.date} kind="date" />
        <div className="actions">
          <SubmitButton busy={busy}>{source ? t('news.desk.saveChanges') : t('news.desk.publish')}</SubmitButton>
          <button
            type="button"
            className="button"
            aria-expanded={previewShown}
            aria-controls={previewId}
            onClick={() => {
              setPreviewShown((shown) => !shown);
            }}
          >
            {t('news.desk.preview')}
          </button>
          {onCancel && (
            <button type="button" className="button" onClick={onCancel}>
              {t('news.desk.cancel')}
            </button>
          )}
        </div>
      </form>
      <div id={previewId} className="news-desk__preview" hidden={!previewShown}>
        {previewShown && (
          <>
            <NewsPreview language="en" title={values.enTitle} summary={values.enSummary} body={values.enBody} />
            {spanishGiven && <NewsPreview language="es" title={values.esTitle} summary={values.esSummary} body={values.esBody} />}
          </>
        )}
      </div>
    </>
  );
}
