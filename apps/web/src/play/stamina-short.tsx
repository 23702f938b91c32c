import type { Stamina } from '@site/api-contract';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOfDay } from '../economy/time-of-day.ts';
import { formatDuration } from '../i18n/format-duration.ts';
import './stamina-short.css';
import { staminaWaitMs } from './stamina-wait.ts';

/**
 * Why Play waits: a run costs more stamina than the player has. Says what a run costs, what they
 * have, and when enough is back (staminaWaitMs: the server's instants), counted down to the
 * minute; then `onBack`, which asks the server again. Beside it, the caller offers the way to
 * recover stamina as the primary action and points Play's `aria-describedby` at `id`. Not a
 * live region: the countdown is not read out. Its own chunk on a game's page, loaded only when
 * stamina is short (issue 37's budget of the page's first render).
 */
export default function StaminaShort({ id, stamina, cost, answeredAt, onBack }: { id: string; stamina: Stamina; cost: number; answeredAt: number; onBack?: () => void }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [now, setNow] = useState(() => Date.now());
  const wait = staminaWaitMs(stamina, cost, answeredAt, now);
  const back = useEffectEvent(() => onBack?.());

  useEffect(() => {
    if (wait <= 0) {
      back();
      return undefined;
    }
    // The text changes when the wait crosses a whole minute (seconds only in the last one).
    const timer = setTimeout(
      () => {
        setNow(Date.now());
      },
      wait > 60_000 ? wait % 60_000 || 60_000 : 1000,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [wait]);

  return (
    <p id={id} className="stamina-short" data-testid="stamina-short">
      {t('play.staminaShort', {
        count: cost,
        value: stamina.value,
        duration: formatDuration(Math.max(wait, 1000), language),
        time: timeOfDay(new Date(now + wait).toISOString(), language),
      })}
    </p>
  );
}
