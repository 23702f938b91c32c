import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { setSignedIn } from '../account/account-store.ts';
import { useAccount } from '../account/use-account.ts';
import { api } from '../api/api.ts';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { FormProblem, SubmitButton } from '../forms/form-messages.tsx';
import '../forms/forms.css';
import { useAccountForm } from '../forms/use-account-form.ts';
import { CodeField } from '../second-factor/code-field.tsx';
import { checkCodeField, sentCode } from '../second-factor/code-problem.ts';
import { useGoAfterSignIn } from '../sign-in/use-sign-in-return.ts';

/** /second-factor: after the password (or wallet, Telegram, Google, Apple, passkey), the code from the app or a backup code. */
export default function SecondFactorPage(): ReactNode {
  const { t } = useTranslation();
  const goAfterSignIn = useGoAfterSignIn();
  const account = useAccount();
  const [backup, setBackup] = useState(false);
  const kind = backup ? 'backup' : 'app';
  const form = useAccountForm({
    validate: (values) => checkCodeField(values, kind),
    submit: async ({ code = '' }) => {
      const { account: signedIn } = await api.call('secondFactorVerify', { body: { code: sentCode(code) } });
      setSignedIn(signedIn);
      await goAfterSignIn();
    },
  });

  let content: ReactNode;
  if (account.status === 'unknown' || account.status === 'loading') content = <LoadingIndicator label={t('common.loading')} />;
  else if (account.status !== 'second-factor') {
    content = (
      <div className="notice">
        <p>{account.status === 'signed-in' ? t('secondFactor.alreadyDone') : t('secondFactor.expired')}</p>
        <Link to={account.status === 'signed-in' ? '/profile' : '/login'} className="button button--primary">
          {account.status === 'signed-in' ? t('titles.profile') : t('nav.login')}
        </Link>
      </div>
    );
  } else {
    content = (
      <form className="form" aria-labelledby="page-heading" {...form.formProps}>
        <p>{backup ? t('secondFactor.backupIntro') : t('secondFactor.intro')}</p>
        <FormProblem problem={form.formProblem} problemRef={form.problemRef} />
        <CodeField key={kind} kind={kind} problem={form.fieldProblems.code} />
        <div className="actions">
          <SubmitButton busy={form.status !== 'idle'}>{t('secondFactor.verify')}</SubmitButton>
          <button type="button" className="button" onClick={() => { setBackup(!backup); }}>
            {backup ? t('secondFactor.useApp') : t('secondFactor.useBackup')}
          </button>
          <Link to="/logout">{t('secondFactor.cancel')}</Link>
        </div>
      </form>
    );
  }
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.secondFactor')}</h1>
      {content}
    </article>
  );
}
