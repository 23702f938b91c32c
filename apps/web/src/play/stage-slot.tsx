import type { ReactNode } from 'react';
import { createStore, type Store } from '../store/create-store.ts';
import { useStore } from '../store/use-store.ts';
import { GameStage } from './game-stage.tsx';

type StageProps = Omit<Parameters<typeof GameStage>[0], 'src' | 'shown'>;

/** A stage Play has shown before the game page's own render caught up, with the URL it opens. */
export interface OpenedAhead {
  src: string | null;
}

/** What Play sets to show the stage at once; one per game page. Null: the page's own state says. */
export type StageAhead = Store<OpenedAhead | null>;

export function createStageAhead(): StageAhead {
  return createStore<OpenedAhead | null>(null);
}

/**
 * The game page's stage. Play's tap sets `ahead` and only this component renders for it (the
 * tap's interaction to next paint is the stage's render alone); the page's own state follows in a
 * render after the stage has painted (issue 37). Once the page has caught up, `open` and `src`
 * (the page's) say the same as `ahead`; the page clears `ahead` when its stage closes.
 */
export function StageSlot({ ahead, open, src, stageKey, ...stage }: StageProps & { ahead: StageAhead; open: boolean; src: string | null; stageKey: string }): ReactNode {
  const openedAhead = useStore(ahead);
  const shown = open || openedAhead !== null;
  const stageSrc = !open && openedAhead !== null ? openedAhead.src : src;
  if (!shown && stageSrc === null) return null;
  // A stage per Play, and a new one when the URL changes before Play (the player's level came in).
  return <GameStage key={`${stageKey} ${stageSrc ?? ''}`} src={stageSrc} shown={shown} {...stage} />;
}
