import type { Direction } from '@site/levels-rules';

export type Language = 'en' | 'es';

/** Every text of index.html that the game translates, by its `data-text` (or `data-label`, for an aria-label) name. */
type PageText = 'title' | 'intro' | 'levelPick' | 'play' | 'board' | 'pad' | 'up' | 'down' | 'left' | 'right' | 'undo' | 'restart' | 'giveUp' | 'next' | 'again' | 'help';

/** What the game says, in one language. A place is `row 3, column 2` (1-based, as players count). */
export interface Strings {
  page: Record<PageText, string>;
  level(level: number): string;
  levelOf(level: number, count: number): string;
  start(level: number): string;
  stats(moves: number | null, par: number, gems: string): string;
  gemsShort(held: number, total: number): string;
  starting: string;
  noStamina(minutes: number): string;
  signedOut: string;
  notStarted: string;
  offline: string;
  earned(coins: string, capped: boolean): string;
  achievement(title: string): string;
  savingIn(seconds: number): string;
  saving: string;
  notSaved: string;
  complete(level: number): string;
  stars(stars: number): string;
  moves(moves: number, par: number): string;
  undone(moves: number): string;
  restarted: string;
  givenUp: string;
  place(row: number, column: number): string;
  boardIs(level: number, width: number, height: number, player: string, exit: string, gems: string): string;
  boardGems(held: number, total: number): string;
  blocked(direction: Direction): string;
  won(moves: number): string;
  slid(direction: Direction, place: string, moves: number, gems: string): string;
  moveGems(held: number, total: number): string;
}

const plural = (count: number, one: string, other: string) => `${String(count)} ${count === 1 ? one : other}`;

const en: Strings = {
  page: {
    title: 'Levels',
    intro: 'Slide across the ice to the exit. You keep sliding until a rock stops you; snow stops you on it. Collect every gem before the exit opens.',
    levelPick: 'Level',
    play: 'Play',
    board: 'Board',
    pad: 'Slide',
    up: 'Slide up',
    down: 'Slide down',
    left: 'Slide left',
    right: 'Slide right',
    undo: 'Undo',
    restart: 'Restart',
    giveUp: 'Give up',
    next: 'Next level',
    again: 'Play again',
    help: 'Arrow keys or W A S D slide, U undoes, R restarts. On a touch screen, swipe on the board or tap the side to slide towards.',
  },
  level: (level) => `Level ${String(level)}`,
  levelOf: (level, count) => `Level ${String(level)} of ${String(count)}`,
  start: (level) => `Start level ${String(level)}`,
  stats: (moves, par, gems) => `${moves === null ? '' : `Moves ${String(moves)} · `}Par ${String(par)}${gems}`,
  gemsShort: (held, total) => ` · Gems ${String(held)}/${String(total)}`,
  starting: 'Starting…',
  noStamina: (minutes) => `Not enough stamina to start a level. It refills over time: try again in ${String(minutes)} min.`,
  signedOut: 'Playing without an account: no coins are earned.',
  notStarted: 'The level could not start. Please try again.',
  offline: 'Playing offline: no coins are earned.',
  achievement: (title) => `Achievement unlocked: ${title}`,
  earned: (coins, capped) => `You earned ${coins} game ${coins === '1' ? 'coin' : 'coins'}.${capped ? ' (Today’s limit is reached.)' : ''}`,
  savingIn: (seconds) => `Saving your result in ${String(seconds)} s…`,
  saving: 'Saving your result…',
  notSaved: 'Your result could not be saved.',
  complete: (level) => `Level ${String(level)} complete`,
  stars: (stars) => `${String(stars)} of 3 stars`,
  moves: (moves, par) => `${plural(moves, 'move', 'moves')} (par ${String(par)}).`,
  undone: (moves) => `Move taken back. Move ${String(moves)}.`,
  restarted: 'Level restarted.',
  givenUp: 'Level given up.',
  place: (row, column) => `row ${String(row)}, column ${String(column)}`,
  boardIs: (level, width, height, player, exit, gems) => `Level ${String(level)} board, ${String(width)} by ${String(height)}. You are at ${player}; the exit is at ${exit}.${gems}`,
  boardGems: (held, total) => ` Gems: ${String(held)} of ${String(total)} collected.`,
  blocked: (direction) => `Blocked: you cannot slide ${direction}.`,
  won: (moves) => `Out through the exit in ${plural(moves, 'move', 'moves')}!`,
  slid: (direction, place, moves, gems) => `Slid ${direction} to ${place}. Move ${String(moves)}.${gems}`,
  moveGems: (held, total) => ` ${String(held)} of ${String(total)} gems.`,
};

const towards: Record<Direction, string> = { up: 'hacia arriba', down: 'hacia abajo', left: 'hacia la izquierda', right: 'hacia la derecha' };

const es: Strings = {
  page: {
    // The game's name, as the site lists it in every language (its title on the server).
    title: 'Levels',
    intro: 'Deslízate por el hielo hasta la salida. Sigues deslizándote hasta que una roca te detiene; la nieve te para encima de ella. Recoge todas las gemas antes de que se abra la salida.',
    levelPick: 'Nivel',
    play: 'Juego',
    board: 'Tablero',
    pad: 'Deslizar',
    up: 'Deslizar hacia arriba',
    down: 'Deslizar hacia abajo',
    left: 'Deslizar hacia la izquierda',
    right: 'Deslizar hacia la derecha',
    undo: 'Deshacer',
    restart: 'Reiniciar',
    giveUp: 'Rendirse',
    next: 'Siguiente nivel',
    again: 'Jugar otra vez',
    help: 'Las flechas o W A S D deslizan, U deshace, R reinicia. En una pantalla táctil, desliza el dedo por el tablero o toca el lado hacia el que quieras ir.',
  },
  level: (level) => `Nivel ${String(level)}`,
  levelOf: (level, count) => `Nivel ${String(level)} de ${String(count)}`,
  start: (level) => `Empezar el nivel ${String(level)}`,
  stats: (moves, par, gems) => `${moves === null ? '' : `Movimientos ${String(moves)} · `}Par ${String(par)}${gems}`,
  gemsShort: (held, total) => ` · Gemas ${String(held)}/${String(total)}`,
  starting: 'Empezando…',
  noStamina: (minutes) => `No tienes energía suficiente para empezar un nivel. Se recarga con el tiempo: vuelve a intentarlo en ${String(minutes)} min.`,
  signedOut: 'Juegas sin cuenta: no se ganan monedas.',
  notStarted: 'No se pudo empezar el nivel. Inténtalo de nuevo.',
  offline: 'Juegas sin el sitio: no se ganan monedas.',
  achievement: (title) => `Logro desbloqueado: ${title}`,
  earned: (coins, capped) => `Has ganado ${coins} ${coins === '1' ? 'moneda' : 'monedas'} de juego.${capped ? ' (Has llegado al límite de hoy.)' : ''}`,
  savingIn: (seconds) => `Guardando tu resultado en ${String(seconds)} s…`,
  saving: 'Guardando tu resultado…',
  notSaved: 'No se pudo guardar tu resultado.',
  complete: (level) => `Nivel ${String(level)} completado`,
  stars: (stars) => `${String(stars)} de 3 estrellas`,
  moves: (moves, par) => `${plural(moves, 'movimiento', 'movimientos')} (par ${String(par)}).`,
  undone: (moves) => `Movimiento deshecho. Movimiento ${String(moves)}.`,
  restarted: 'Nivel reiniciado.',
  givenUp: 'Nivel abandonado.',
  place: (row, column) => `fila ${String(row)}, columna ${String(column)}`,
  boardIs: (level, width, height, player, exit, gems) => `Tablero del nivel ${String(level)}, ${String(width)} por ${String(height)}. Estás en la ${player}; la salida está en la ${exit}.${gems}`,
  boardGems: (held, total) => ` Gemas: ${String(held)} de ${String(total)} recogidas.`,
  blocked: (direction) => `Bloqueado: no puedes deslizarte ${towards[direction]}.`,
  won: (moves) => `¡Has salido en ${plural(moves, 'movimiento', 'movimientos')}!`,
  slid: (direction, place, moves, gems) => `Te deslizas ${towards[direction]} hasta la ${place}. Movimiento ${String(moves)}.${gems}`,
  moveGems: (held, total) => ` ${String(held)} de ${String(total)} gemas.`,
};

/** The game's words in `language`. */
export const stringsFor = (language: Language): Strings => (language === 'es' ? es : en);

/** Puts `strings` on the page: `<html lang>`, the title, and every `data-text` and `data-label` of index.html. */
export function translatePage(doc: Document, language: Language): void {
  const { page } = stringsFor(language);
  doc.documentElement.lang = language;
  doc.title = page.title;
  for (const element of doc.querySelectorAll<HTMLElement>('[data-text]')) element.textContent = page[element.dataset.text as PageText];
  for (const element of doc.querySelectorAll<HTMLElement>('[data-label]')) element.setAttribute('aria-label', page[element.dataset.label as PageText]);
}
