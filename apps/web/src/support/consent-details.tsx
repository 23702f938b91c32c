import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketDiagnostics } from './ticket-diagnostics.ts';

/**
 * The consent box. Ticked, it shows exactly what goes with the report, value by value, as the
 * server will store it; unticked, nothing of it is sent.
 */
export function ConsentDetails({ diagnostics, checked, onChange }: { diagnostics: TicketDiagnostics; checked: boolean; onChange: (checked: boolean) => void }): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="field support-consent">
      <legend className="field__label">{t('support.diagnosticsLegend')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('support.diagnosticsHint')}
      </p>
      <div className="support-consent__choice">
        <input
          id={id}
          type="checkbox"
          name="shareDiagnostics"
          value="yes"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            onChange(event.currentTarget.checked);
          }}
        />
        <label htmlFor={id}>{t('support.diagnosticsConsent')}</label>
      </div>
      {checked && (
        <dl className="support-details" aria-label={t('support.diagnosticsSent')}>
          <dt>{t('support.diagnosticsPage')}</dt>
          <dd>{diagnostics.page}</dd>
          <dt>{t('support.diagnosticsAppVersion')}</dt>
          <dd>{diagnostics.appVersion}</dd>
          <dt>{t('support.diagnosticsDevice')}</dt>
          <dd>{diagnostics.device}</dd>
        </dl>
      )}
    </fieldset>
  );
}
