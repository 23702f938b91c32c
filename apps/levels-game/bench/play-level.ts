import type { Page } from 'playwright';
import type { Direction } from '@site/levels-rules';
import { installFrameProbe, waitForMoveShown, type FrameSamples } from './frame-probe.ts';

const arrowKeys: Record<Direction, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

/**
 * Opens the game at `url` (level `level`, no host around it), starts the level with the keyboard,
 * slows the CPU `cpuSlowdown` times and plays `moves` by keyboard while the frame probe records.
 * Checks what the player sees on the way: the level starts offline (the SDK answered no_host), each
 * move shows, and the end screen says the level is complete and no coins are earned.
 */
export async function playLevel(page: Page, url: string, level: number, moves: readonly Direction[], cpuSlowdown: number): Promise<FrameSamples> {
  await page.addInitScript(installFrameProbe);
  await page.goto(url);
  const start = page.getByRole('button', { name: `Start level ${level}` });
  await start.waitFor();
  await start.focus();
  await page.keyboard.press('Enter');
  await page.locator('#play-panel').waitFor({ state: 'visible' });
  await page.evaluate(waitForMoveShown, 0);

  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.evaluate(() => window.levelsFrameProbe?.start());
  for (const [index, direction] of moves.entries()) {
    await page.keyboard.press(arrowKeys[direction]);
    await page.evaluate(waitForMoveShown, index + 1);
  }
  const samples = await page.evaluate(() => window.levelsFrameProbe?.stop());
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await devtools.detach();
  if (!samples) throw new Error('The frame probe was not installed in the page.');

  await page.getByRole('heading', { name: `Level ${level} complete` }).waitFor();
  await page.getByText('Playing offline: no coins are earned.').waitFor();
  return samples;
}
