import { describe, expect, it } from 'vitest';
import { levels } from '@site/levels-rules';
import { describeBoard, describeMove } from './describe-board.ts';
import { stringsFor } from './strings.ts';

const en = stringsFor('en');
const es = stringsFor('es');

describe('the board in words', () => {
  it('names the player, the exit and the gems', () => {
    const level = levels.find((each) => each.gems.length === 2)!;
    const state = { position: level.start, gemMask: 0b10, moves: 2, won: false };
    expect(describeBoard(en, level, state)).toMatch(new RegExp(`^Level ${level.number} board, ${level.width} by ${level.height}\\. You are at row \\d+, column \\d+; the exit is at row \\d+, column \\d+\\. Gems: 1 of 2 collected\\.$`));
    expect(describeMove(en, level, state, true, 'left')).toMatch(/^Slid left to row \d+, column \d+\. Move 2\. 1 of 2 gems\.$/);
  });

  it('says when a slide is blocked and when the level is won', () => {
    const level = levels[0]!;
    expect(describeMove(en, level, { position: level.start, gemMask: 0, moves: 0, won: false }, false, 'up')).toBe('Blocked: you cannot slide up.');
    expect(describeMove(en, level, { position: level.exit, gemMask: 0, moves: 1, won: true }, true, 'right')).toBe('Out through the exit in 1 move!');
  });

  it('speaks Spanish to a Spanish player', () => {
    const level = levels.find((each) => each.gems.length === 2)!;
    const state = { position: level.start, gemMask: 0b01, moves: 3, won: false };
    expect(describeBoard(es, level, state)).toMatch(new RegExp(`^Tablero del nivel ${level.number}, ${level.width} por ${level.height}\\. Estás en la fila \\d+, columna \\d+; la salida está en la fila \\d+, columna \\d+\\. Gemas: 1 de 2 recogidas\\.$`));
    expect(describeMove(es, level, state, true, 'left')).toMatch(/^Te deslizas hacia la izquierda hasta la fila \d+, columna \d+\. Movimiento 3\. 1 de 2 gemas\.$/);
    expect(describeMove(es, level, state, false, 'up')).toBe('Bloqueado: no puedes deslizarte hacia arriba.');
    expect(describeMove(es, level, { ...state, moves: 1, won: true }, true, 'down')).toBe('¡Has salido en 1 movimiento!');
    expect(describeMove(es, level, { ...state, moves: 7, won: true }, true, 'down')).toBe('¡Has salido en 7 movimientos!');
  });
});
