import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SignedInGate } from '../../account/signed-in-gate.tsx';
import '../../forms/forms.css';
import { ChangePasswordForm } from './change-password-form.tsx';

/** /change-password: for a signed-in account with an e-mail and password; anyone else is told how to get there. */
export default function ChangePasswordPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('titles.changePassword')}</h1>
      <SignedInGate invitation={t('emailAuth.changePasswordSignIn')}>
        {(account) =>
          account.identities.some((identity) => identity.kind === 'email') ? (
            <ChangePasswordForm />
          ) : (
            <div className="notice">
              <p>{t('emailAuth.noPassword')}</p>
              <Link to="/setting">{t('titles.setting')}</Link>
            </div>
          )
        }
      </SignedInGate>
    </article>
  );
}
