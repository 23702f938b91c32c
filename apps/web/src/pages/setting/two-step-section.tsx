import type { ResponseOf, SecondFactorStatus } from '@site/api-contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateApiQueries, useApiQuery } from '../../api/api-query.ts';
import { api } from '../../api/api.ts';
import { QueryState } from '../../components/query-state.tsx';
import { FormProblem, FormResult, SubmitButton } from '../../forms/form-messages.tsx';
import { useAccountForm } from '../../forms/use-account-form.ts';
import { CodeField } from '../../second-factor/code-field.tsx';
import { checkCodeField, sentCode } from '../../second-factor/code-problem.ts';
import { BackupCodesList } from '../../second-factor/backup-codes-list.tsx';

type Setup = ResponseOf<'totpSetupStart'>;

/** "Two-step sign-in": turn the authenticator app on (QR code, the secret as text, one code), new backup codes, turn it off. */
export function TwoStepSection(): ReactNode {
  const { t } = useTranslation();
  const query = useApiQuery('secondFactorStatus', []);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const reload = (): void => {
    void invalidateApiQueries('secondFactorStatus');
  };

  const shown = (status: SecondFactorStatus): ReactNode => {
    if (backupCodes !== null) {
      return (
        <BackupCodesList
          codes={backupCodes}
          onDone={() => {
            setBackupCodes(null);
            reload();
          }}
        />
      );
    }
    if (status.totpEnabled) return <ManageTwoStep status={status} onBackupCodes={setBackupCodes} onDisabled={reload} />;
    return <EnableTwoStep required={status.requiredForRole} onEnabled={setBackupCodes} />;
  };
  return (
    <section aria-labelledby="settings-two-step" id="two-step">
      <h2 id="settings-two-step">{t('secondFactor.heading')}</h2>
      <QueryState query={query}>{shown}</QueryState>
    </section>
  );
}

function EnableTwoStep({ required, onEnabled }: { required: boolean; onEnabled: (codes: string[]) => void }): ReactNode {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const start = useAccountForm({
    submit: async () => {
      setSetup(await api.call('totpSetupStart'));
    },
  });
  const confirm = useAccountForm({
    validate: (values) => checkCodeField(values, 'app'),
    submit: async ({ code = '' }) => {
      const { backupCodes } = await api.call('totpSetupConfirm', { body: { code: sentCode(code) } });
      onEnabled(backupCodes);
    },
  });

  if (setup === null) {
    return (
      <form className="form" {...start.formProps}>
        <p>{required ? t('secondFactor.requiredForRole') : t('secondFactor.offIntro')}</p>
        <FormProblem problem={start.formProblem} problemRef={start.problemRef} />
        <SubmitButton busy={start.status === 'busy'}>{t('secondFactor.turnOn')}</SubmitButton>
      </form>
    );
  }
  return (
    <form className="form" {...confirm.formProps}>
      <p>{t('secondFactor.scanIntro')}</p>
      <img className="second-factor__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t('secondFactor.qrAlt')} width={200} height={200} />
      <p>
        {t('secondFactor.secretIntro')} <code className="second-factor__secret" data-testid="totp-secret">{setup.secret.replace(/(.{4})(?!$)/g, '$1 ')}</code>
      </p>
      <FormProblem problem={confirm.formProblem} problemRef={confirm.problemRef} />
      <CodeField problem={confirm.fieldProblems.code} label={t('secondFactor.confirmLabel')} />
      <SubmitButton busy={confirm.status === 'busy'}>{t('secondFactor.confirm')}</SubmitButton>
    </form>
  );
}

function ManageTwoStep({ status, onBackupCodes, onDisabled }: { status: SecondFactorStatus; onBackupCodes: (codes: string[]) => void; onDisabled: () => void }): ReactNode {
  const { t } = useTranslation();
  const regenerate = useAccountForm({
    validate: (values) => checkCodeField(values, 'either'),
    submit: async ({ code = '' }) => {
      const { backupCodes } = await api.call('backupCodesRegenerate', { body: { code: sentCode(code) } });
      onBackupCodes(backupCodes);
    },
  });
  const disable = useAccountForm({
    validate: (values) => checkCodeField(values, 'either'),
    submit: async ({ code = '' }) => {
      await api.call('totpDisable', { body: { code: sentCode(code) } });
      onDisabled();
    },
  });
  return (
    <>
      <p>{t('secondFactor.onIntro', { count: status.backupCodesLeft })}</p>
      {status.requiredForRole && <p>{t('secondFactor.requiredWhileStaff')}</p>}
      <form className="form" aria-label={t('secondFactor.newBackupCodes')} {...regenerate.formProps}>
        <FormProblem problem={regenerate.formProblem} problemRef={regenerate.problemRef} />
        <CodeField kind="either" problem={regenerate.fieldProblems.code} />
        <SubmitButton busy={regenerate.status === 'busy'} primary={false}>
          {t('secondFactor.newBackupCodes')}
        </SubmitButton>
      </form>
      <form className="form" aria-label={t('secondFactor.turnOff')} {...disable.formProps}>
        <FormProblem problem={disable.formProblem} problemRef={disable.problemRef} />
        <CodeField kind="either" problem={disable.fieldProblems.code} />
        <SubmitButton busy={disable.status === 'busy'} primary={false}>
          {t('secondFactor.turnOff')}
        </SubmitButton>
        {disable.status === 'done' && (
          <FormResult resultRef={disable.resultRef}>
            <p>{t('secondFactor.turnedOff')}</p>
          </FormResult>
        )}
      </form>
    </>
  );
}
