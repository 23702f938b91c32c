import type { Stamina } from '@site/api-contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDuration } from '../../i18n/format-duration.ts';
import { staminaAt } from './stamina-clock.ts';

/**
 * Stamina now and the time until it is full, counted down each second from the server's answer
 * (no request per tick). The meter's fill moves smoothly unless the visitor asks for reduced
 * motion (deposit.css); the countdown is not a live region, so it is not read out every second.
 */
export function StaminaSection({ stamina, runCost }: { stamina: Stamina; runCost: number }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [now, setNow] = useState(() => Date.now());
  const { value, msToFull } = staminaAt(stamina, now);
  const filling = msToFull > 0;

  useEffect(() => {
    if (!filling) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [filling]);

  return (
    <>
      <p>
        <label htmlFor="profile-stamina-meter">{t('profile.staminaLabel')}</label>:{' '}
        <strong data-stamina-value>{t('profile.staminaValue', { value, max: stamina.max })}</strong>
      </p>
      <meter id="profile-stamina-meter" className="stamina-meter" min={0} max={stamina.max} low={Math.min(runCost, stamina.max)} optimum={stamina.max} value={value} />
      <p data-stamina-full>{filling ? t('profile.staminaFullIn', { duration: formatDuration(msToFull, language) }) : t('profile.staminaFull')}</p>
      <p className="hint">{t('profile.staminaRule', { duration: formatDuration(stamina.refillSeconds * 1000, language), cost: runCost })}</p>
      <p className="actions">
        <Link to="/recover-stamina" className="button">
          {t('titles.recoverStamina')}
        </Link>
      </p>
    </>
  );
}
