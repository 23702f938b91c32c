import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { levelsFrame, openStage, startLevel, type Stage } from '../../test/levels-stage.ts';
import { levels } from '@site/levels-rules';

let stage: Stage | undefined;
afterEach(() => stage?.close());

const text = (selector: string) => commands.readFrameText(levelsFrame, selector);
const attribute = (selector: string, name: string) => commands.readFrameAttribute(levelsFrame, selector, name);

describe('Levels in the player’s language', () => {
  it('plays level 1 in Spanish when the site passes lang=es: the page, the labels, the announcements and the end', async () => {
    stage = await openStage('phone', '?level=1&lang=es');
    expect(await attribute('html', 'lang')).toBe('es');
    // Its name is the one the site shows around it, not translated.
    expect(await text('title')).toBe('Levels');
    expect(await text('h1')).toBe('Levels');
    expect(await text('#level-title')).toBe('Nivel 1 de 24');
    expect(await text('#start-button')).toBe('Empezar el nivel 1');
    expect(await text('.level-pick')).toBe('Nivel 1');
    expect(await text('.help')).toMatch(/^Las flechas o W A S D deslizan, U deshace, R reinicia\./);
    expect(await attribute('.pad', 'aria-label')).toBe('Deslizar');
    expect(await attribute('.pad-up', 'aria-label')).toBe('Deslizar hacia arriba');
    expect(await text('#give-up-button')).toBe('Rendirse');

    const level = levels[0]!;
    await startLevel(level);
    expect(await text('#stats')).toBe('Movimientos 0 · Par 1');
    expect(await attribute('#board', 'aria-label')).toBe(`Tablero del nivel 1, 7 por 5. Estás en la fila ${String(Math.floor(level.start / 7) + 1)}, columna ${String((level.start % 7) + 1)}; la salida está en la fila ${String(Math.floor(level.exit / 7) + 1)}, columna ${String((level.exit % 7) + 1)}.`);
    await commands.actInFrame(levelsFrame, '#board', 'press', 'ArrowUp');
    await expect.poll(() => text('#announcer')).toBe('Bloqueado: no puedes deslizarte hacia arriba.');
    await commands.actInFrame(levelsFrame, '#board', 'press', 'ArrowRight');
    await expect.poll(() => text('#end-heading')).toBe('Nivel 1 completado');
    expect(await text('#end-text')).toBe('1 movimiento (par 1).');
    expect(await attribute('#end-stars', 'aria-label')).toBe('3 de 3 estrellas');
    expect(await text('#announcer')).toBe('¡Has salido en 1 movimiento!');
    // On the site, the coins and the next step are the site's: the game says nothing of them.
    expect(await text('#reward-text')).toBe('');
    expect(await text('#again-button')).toBe('Jugar otra vez');
  });

  it('stays English for any other language', async () => {
    stage = await openStage('desktop', '?level=2&lang=fr');
    expect(await attribute('html', 'lang')).toBe('en');
    expect(await text('title')).toBe('Levels');
    expect(await text('#start-button')).toBe('Start level 2');
    expect(await attribute('.pad-up', 'aria-label')).toBe('Slide up');
  });
});
