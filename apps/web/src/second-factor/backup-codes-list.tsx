import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The ten backup codes, shown once: the person keeps them somewhere safe before going on. */
export function BackupCodesList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }): ReactNode {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="notice second-factor__backup">
      <h3 ref={headingRef} tabIndex={-1}>
        {t('secondFactor.backupCodesHeading')}
      </h3>
      <p>{t('secondFactor.backupCodesIntro')}</p>
      <ol className="second-factor__codes" aria-label={t('secondFactor.backupCodesHeading')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('secondFactor.savedThem')}
      </button>
    </div>
  );
}
