import { supportCategories, supportLimits, type ResponseOf } from '@site/api-contract';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../account/use-account.ts';
import { api } from '../api/api.ts';
import { appConfig } from '../config/app-config.ts';
import { Field } from '../forms/field.tsx';
import type { Problem } from '../forms/field-problem.ts';
import { FormProblem, FormResult, SubmitButton } from '../forms/form-messages.tsx';
import { SelectField } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useAccountForm, type FieldProblems, type FormValues } from '../forms/use-account-form.ts';
import { validateFields } from '../forms/validate-fields.ts';
import { ConsentDetails } from './consent-details.tsx';
import { collectDiagnostics } from './ticket-diagnostics.ts';
import { ticketProblem } from './ticket-problem.ts';

type Filed = ResponseOf<'createSupportTicket'>;

function checkTicket(values: FormValues): FieldProblems {
  const problems = validateFields(values, { category: { required: true }, message: { required: true }, contactEmail: { email: true } });
  if (problems.category) problems.category = { key: 'support.chooseCategoryProblem' };
  // A message past its limit is said by the field itself ("Too long: …", forms/use-account-form.ts).
  return problems;
}

/**
 * The report form (`/submit-user-issue`): category, message, optional contact address, and the
 * diagnostics only when the box is ticked. Success shows the ticket number and where the
 * acknowledgement went; `onAnother` starts a new report.
 */
export function TicketForm({ page, onAnother }: { page: string; onAnother: () => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const account = useAccount();
  const [share, setShare] = useState(false);
  const [filed, setFiled] = useState<Filed | null>(null);
  const diagnostics = useMemo(() => collectDiagnostics(page, appConfig.version, navigator.userAgent), [page]);
  const accountEmail = account.status === 'signed-in' ? (account.account.identities.find((identity) => identity.kind === 'email' && identity.verified)?.label ?? null) : null;

  const form = useAccountForm({
    validate: checkTicket,
    submit: async (values) => {
      const contactEmail = values.contactEmail?.trim() ?? '';
      const answer = await api.call('createSupportTicket', {
        body: {
          category: values.category as (typeof supportCategories)[number],
          message: values.message ?? '',
          ...(contactEmail === '' ? {} : { contactEmail }),
          shareDiagnostics: share,
          ...(share ? { diagnostics } : {}),
        },
      });
      setFiled(answer);
    },
  });

  if (form.status === 'done' && filed !== null) {
    return (
      <FormResult resultRef={form.resultRef}>
        <p>{t('support.filed')}</p>
        <p className="support-number">
          {t('support.ticketNumber')} <strong>{filed.number}</strong>
        </p>
        <p>{filed.acknowledgementMailed ? t('support.acknowledged') : t('support.noAcknowledgement')}</p>
        <p>
          <button type="button" className="button" onClick={onAnother}>
            {t('support.another')}
          </button>
        </p>
      </FormResult>
    );
  }

  const problems = form.fieldProblems;
  return (
    <form className="form" {...form.formProps}>
      <FormProblem problem={ticketProblem(form.formProblem, language) ?? null} problemRef={form.problemRef} />
      <SelectField
        name="category"
        label={t('support.category')}
        placeholder={t('support.chooseCategory')}
        options={supportCategories.map((category) => ({ value: category, label: t(`support.categories.${category}`) }))}
        problem={problems.category}
      />
      <MessageField problem={problems.message} />
      <TextField
        name="contactEmail"
        type="email"
        label={t('support.contactEmail')}
        hint={accountEmail === null ? t('support.contactHint') : t('support.contactHintAccount', { email: accountEmail })}
        autoComplete="email"
        optional
        maxLength={254}
        problem={ticketProblem(problems.contactEmail, language)}
      />
      <ConsentDetails diagnostics={diagnostics} checked={share} onChange={setShare} />
      <div className="actions">
        <SubmitButton busy={form.status === 'busy'}>{t('support.send')}</SubmitButton>
      </div>
    </form>
  );
}

function MessageField({ problem }: { problem: Problem | undefined }): ReactNode {
  const { t } = useTranslation();
  return (
    <Field label={t('support.message')} hint={t('support.messageHint', { max: supportLimits.messageMaxLength })} problem={problem} maxLength={supportLimits.messageMaxLength}>
      {(control) => <textarea {...control} name="message" className="input" rows={6} required />}
    </Field>
  );
}
