import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The last run's result on the stage: a sheet over the bottom of the game, so the game keeps its
 * whole height (on a phone a receipt above it pushed the game's board off the screen), its content
 * as wide as a game's column and centred (a game such as Levels centres a column of 40rem). Hide
 * comes first, floated at the top corner, so the result's heading wraps beside it in any language
 * instead of running under it. Hidden, the sheet leaves a small "Show the result" on the stage at
 * the same corner, so the next step (the next level, Play again) is never out of reach; the focus
 * goes from each of the two to the other. The sheet is kept while hidden ("All figures" stays as
 * the player left it). Part of the result's chunk (run-report.tsx).
 */
export function StageReport({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const sheetId = useId();
  const [hidden, setHidden] = useState(false);
  const toggled = useRef(false);
  const hideRef = useRef<HTMLButtonElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (toggled.current) (hidden ? showRef : hideRef).current?.focus();
  }, [hidden]);
  const toggle = (hide: boolean): void => {
    toggled.current = true;
    setHidden(hide);
  };
  return (
    <>
      <div id={sheetId} className="game-stage__report" data-testid="stage-report" hidden={hidden}>
        <div className="game-stage__report-body">
          <button ref={hideRef} type="button" className="button button--small game-stage__report-hide" aria-controls={sheetId} onClick={() => { toggle(true); }}>
            {t('play.hideResult')}
          </button>
          {children}
        </div>
      </div>
      {hidden && (
        <button ref={showRef} type="button" className="button button--small game-stage__report-show" aria-controls={sheetId} data-testid="stage-report-show" onClick={() => { toggle(false); }}>
          {t('play.showResult')}
        </button>
      )}
    </>
  );
}
