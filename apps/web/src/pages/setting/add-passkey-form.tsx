import type { Account, Passkey } from '@site/api-contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem, SubmitButton } from '../../forms/form-messages.tsx';
import type { Problem } from '../../forms/field-problem.ts';
import { TextField } from '../../forms/text-field.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { addPasskey } from '../../passkeys/add-passkey.ts';
import { BrowserPasskeyError, browserPasskeyFailureKey } from '../../passkeys/browser-passkey-failure.ts';

/** A closed prompt or an authenticator that cannot help is said in words of its own; the server's refusals by their code. */
function passkeyProblem(problem: Problem | null): Problem | null {
  if (problem === null || !('error' in problem) || !(problem.error instanceof BrowserPasskeyError)) return problem;
  const { failure } = problem.error;
  return { key: browserPasskeyFailureKey(failure === 'aborted' ? 'cancelled' : failure) };
}

/** "Add a passkey", with an optional name (else the server names it after this browser and system). */
export function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey, account: Account) => void }): ReactNode {
  const { t } = useTranslation();
  const form = useAccountForm({
    submit: async ({ name = '' }) => {
      const trimmed = name.trim();
      const { passkey, account } = await addPasskey(trimmed === '' ? undefined : trimmed);
      form.formProps.ref.current?.reset();
      onAdded(passkey, account);
    },
  });

  return (
    <form className="form" aria-label={t('passkeys.add')} {...form.formProps}>
      <FormProblem problem={passkeyProblem(form.formProblem)} problemRef={form.problemRef} />
      <TextField name="name" label={t('passkeys.nameLabel')} hint={t('passkeys.nameHint')} autoComplete="off" optional problem={form.fieldProblems.name} maxLength={60} />
      <SubmitButton busy={form.status === 'busy'} primary={false}>
        {t('passkeys.add')}
      </SubmitButton>
    </form>
  );
}
