import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../forms/forms.css';

/**
 * Asked before a run in progress is left (Back, Escape, the stage's Back button, Telegram's Back):
 * leaving pays nothing and its stamina stays spent. The safe answer has the focus; the stage
 * behind is inert while it is asked, and the focus goes back where it was on "Keep playing".
 */
export function LeaveRunDialog({ staminaCost, onStay, onLeave }: { staminaCost: number | null; onStay: () => void; onLeave: () => void }): ReactNode {
  const { t } = useTranslation();
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement;
    stayRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  return (
    <div className="leave-run" role="alertdialog" aria-modal="true" aria-labelledby="leave-run-heading" aria-describedby="leave-run-text" data-testid="leave-run">
      <div className="leave-run__box">
        <h2 id="leave-run-heading">{t('play.leave.heading')}</h2>
        <p id="leave-run-text">{staminaCost === null ? t('play.leave.textUnknownCost') : t('play.leave.text', { count: staminaCost })}</p>
        <div className="leave-run__actions">
          <button ref={stayRef} type="button" className="button button--primary" onClick={onStay}>
            {t('play.leave.stay')}
          </button>
          <button type="button" className="button button--danger" onClick={onLeave}>
            {t('play.leave.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
