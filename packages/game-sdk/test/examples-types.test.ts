import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// README "Types": a maker puts `game-sdk.v2.d.ts` beside their script, writes a reference to it at
// the top, and checks the script with TypeScript. Each example of version 2 (the ones a maker
// copies) must pass that check as it is, in a folder of its own (no @types of this repository).
const packageDir = new URL('..', import.meta.url).pathname;
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const versionTwoExamples = readdirSync(join(packageDir, 'examples')).filter((name) => /<script src="game-sdk\.v2\.js">/.test(readFileSync(join(packageDir, 'examples', name, 'index.html'), 'utf8')));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** What `tsc` says of the example's game.js with the README's reference line on top: nothing when it checks. */
function checkAsTheReadmeSays(example: string): string {
  const folder = mkdtempSync(join(tmpdir(), `checked-${example}-`));
  folders.push(folder);
  copyFileSync(join(packageDir, 'dist/game-sdk.v2.d.ts'), join(folder, 'game-sdk.v2.d.ts'));
  writeFileSync(join(folder, 'game.js'), `/// <reference path="game-sdk.v2.d.ts" />\n${readFileSync(join(packageDir, 'examples', example, 'game.js'), 'utf8')}`);
  try {
    return execFileSync(process.execPath, [tsc, '--allowJs', '--checkJs', '--noEmit', '--target', 'es2022', 'game.js'], { cwd: folder, encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe("the examples, type-checked as the README's Types says", () => {
  it('are the version-2 ones, starter and Quick Tap', () => {
    expect(versionTwoExamples.sort()).toEqual(['reaction', 'starter']);
  });

  it.each(versionTwoExamples)('%s/game.js checks without an error', (example) => {
    expect(checkAsTheReadmeSays(example)).toBe('');
  }, 60_000);
});
