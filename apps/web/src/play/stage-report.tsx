import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The last run's result on the stage: a sheet over the bottom of the game, so the game keeps its
 * whole height (on a phone a receipt above it pushed the game's board off the screen); the player
 * may hide it, and focus then goes to the game. Hide comes first, floated at the top corner, so
 * the result's heading wraps beside it in any language instead of running under it.
 */
export function StageReport({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const sheetRef = useRef<HTMLDivElement>(null);
  if (hidden) return null;
  return (
    <div ref={sheetRef} className="game-stage__report" data-testid="stage-report">
      <button
        type="button"
        className="button button--small game-stage__report-hide"
        onClick={() => {
          sheetRef.current?.closest('.game-stage')?.querySelector('iframe')?.focus();
          setHidden(true);
        }}
      >
        {t('play.hideResult')}
      </button>
      {children}
    </div>
  );
}
