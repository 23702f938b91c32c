/** Where a visitor's save of a game is kept in localStorage: this prefix and the game's id. */
export const localSavePrefix = 'game-save:';
