import type { Account } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setSignedIn } from '../../account/account-store.ts';
import { api } from '../../api/api.ts';
import { SentenceWithUserText } from '../../components/user-text.tsx';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { validateFields } from '../../forms/validate-fields.ts';

/** The account's display name, saved with `updateAccount`; the field starts with `initial` (the name itself unless said). */
export function DisplayNameForm({ account, initial = account.displayName }: { account: Account; initial?: string }): ReactNode {
  const { t } = useTranslation();
  const form = useAccountForm({
    validate: (values) => validateFields(values, { displayName: { required: true } }),
    submit: async ({ displayName = '' }) => {
      const { account: updated } = await api.call('updateAccount', { body: { displayName: displayName.trim() } });
      setSignedIn(updated);
    },
  });
  return (
    <form className="form" {...form.formProps}>
      <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
      <TextField
        name="displayName"
        label={t('account.displayName')}
        autoComplete="nickname"
        hint={t('account.displayNameHint')}
        defaultValue={initial}
        problem={form.fieldProblems.displayName}
        maxLength={40}
      />
      <SubmitButton busy={form.status === 'busy'}>{t('account.saveName')}</SubmitButton>
      {form.status === 'done' && (
        <FormResult resultRef={form.resultRef}>
          <p>
            <SentenceWithUserText i18nKey="account.nameSaved" userText={{ name: account.displayName }} />
          </p>
        </FormResult>
      )}
    </form>
  );
}
