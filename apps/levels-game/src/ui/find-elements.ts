const ids = {
  levelTitle: 'level-title', stats: 'stats', startPanel: 'start-panel', startHeading: 'start-heading', levelSelect: 'level-select',
  startButton: 'start-button', startMessage: 'start-message', playPanel: 'play-panel', board: 'board', undoButton: 'undo-button',
  restartButton: 'restart-button', giveUpButton: 'give-up-button', endPanel: 'end-panel', endHeading: 'end-heading', endStars: 'end-stars',
  endText: 'end-text', rewardText: 'reward-text', nextButton: 'next-button', againButton: 'again-button', announcer: 'announcer',
  achievementToast: 'achievement-toast',
} as const;

export type GameElements = { [name in keyof typeof ids]: HTMLElement } & { levelSelect: HTMLSelectElement; startButton: HTMLButtonElement; pad: HTMLElement };

/** Every element of index.html the game drives; throws naming one that is missing. */
export function findElements(doc: Document): GameElements {
  const found = Object.fromEntries(
    Object.entries(ids).map(([name, id]) => {
      const element = doc.getElementById(id);
      if (!element) throw new Error(`index.html has no #${id}`);
      return [name, element];
    }),
  ) as GameElements;
  const pad = doc.querySelector<HTMLElement>('.pad');
  if (!pad) throw new Error('index.html has no .pad');
  return { ...found, pad };
}
