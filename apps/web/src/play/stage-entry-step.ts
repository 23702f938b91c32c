/** What the game page does when its history entry changes (use-stage-history.ts). */
export type StageEntryStep =
  /** Nothing: the entry and the stage agree (or the stage's own entry is still being pushed). */
  | 'none'
  /** A stage entry with no stage in it: it becomes a plain entry of the page. */
  | 'drop'
  /** The stage entry Play opened in this document, shown by a page that lost its stage (made again): the stage opens again. */
  | 'reopen'
  /** The page's entry came back while the stage is open: the stage closes. */
  | 'close'
  /** The same, during a run: the stage entry is pushed again and the player is asked first. */
  | 'ask';

export interface StageEntryFacts {
  /** The current history entry is a stage entry (`history.state`). */
  entryIsStage: boolean;
  /** It is the entry of the stage that Play opened in this document and nothing has closed since. */
  entryIsLive: boolean;
  /** The page shows its stage. */
  open: boolean;
  /** Play was tapped and the router has not shown the stage's entry yet (the browser has it). */
  opening: boolean;
  runInProgress: boolean;
  /** The player chose to leave the run in progress. */
  leaving: boolean;
}

/** The step for the entry the router now shows, from what the page knows. */
export function stageEntryStep({ entryIsStage, entryIsLive, open, opening, runInProgress, leaving }: StageEntryFacts): StageEntryStep {
  if (entryIsStage && !open) return entryIsLive ? 'reopen' : 'drop';
  if (!entryIsStage && open && !opening) return runInProgress && !leaving ? 'ask' : 'close';
  return 'none';
}
