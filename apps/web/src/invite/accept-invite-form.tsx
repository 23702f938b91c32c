import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { FormProblem, FormResult, SubmitButton } from '../forms/form-messages.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useAccountForm } from '../forms/use-account-form.ts';
import { validateFields } from '../forms/validate-fields.ts';

/** For an account that joined without the link: enter the inviter's code (`POST /api/invites/accept`). */
export function AcceptInviteForm({ suggestedCode }: { suggestedCode: string | null }): ReactNode {
  const { t } = useTranslation();
  const [inviter, setInviter] = useState('');
  const form = useAccountForm({
    validate: (values) => validateFields(values, { code: { required: true } }),
    submit: async ({ code = '' }) => {
      const { invitedBy } = await api.call('acceptInvite', { body: { code: code.trim() } });
      setInviter(invitedBy.displayName);
    },
  });
  return (
    <form className="form" {...form.formProps}>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <TextField
        name="code"
        label={t('invite.codeLabel')}
        autoComplete="off"
        hint={t('invite.codeHint')}
        problem={form.fieldProblems.code}
        maxLength={64}
        {...(suggestedCode === null ? {} : { defaultValue: suggestedCode })}
      />
      <SubmitButton busy={form.status === 'busy'}>{t('invite.accept')}</SubmitButton>
      {form.status === 'done' && (
        <FormResult resultRef={form.resultRef}>
          <p>{t('invite.accepted', { name: inviter })}</p>
        </FormResult>
      )}
    </form>
  );
}
