import { useEffect } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * While the stage is shown (`active`), it is a modal over the whole site: Escape calls `onEscape`,
 * the focus goes to what `focusFirst` names (its Back, or the game when it is ready), and the site
 * behind it is out of reach (`inert`: focus, screen readers) and does not scroll, until the player
 * leaves. All but Escape come in a task after the stage has painted: a focus, the site's `inert`
 * and the scroll lock each restyle the page, and the tap on Play is answered by the stage alone
 * (its interaction to next paint).
 */
export function useStageModal(active: boolean, focusFirst: () => HTMLElement | null, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    const site = document.getElementById('root');
    const cancel = afterNextPaint(() => {
      focusFirst()?.focus();
      site?.setAttribute('inert', '');
      document.documentElement.classList.add('game-stage-open');
    });
    return () => {
      cancel();
      site?.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('game-stage-open');
    };
  }, [active, focusFirst, onEscape]);
}
