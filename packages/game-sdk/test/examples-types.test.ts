import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// README "Types": a maker puts `game-sdk.v2.d.ts` beside their script, writes a reference to it at
// the top, and checks the script with TypeScript. Each example of version 2 (the ones a maker
// copies) must pass that check as it is, in a folder of its own (no @types of this repository).
const packageDir = new URL('..', import.meta.url).pathname;
// TypeScript 7, the compiler `npx -p typescript` fetches today (and the one the repository type-checks with).
const typescriptDir = dirname(createRequire(join(packageDir, '../../tooling/typecheck/package.json')).resolve('typescript-7/package.json'));
const tsc = join(typescriptDir, 'bin', 'tsc');
/** The README's command, its arguments as a maker types them. */
const readmeArguments = /`npx -p typescript tsc ([^`]+)`/.exec(readFileSync(join(packageDir, 'README.md'), 'utf8'))?.[1]?.split(' ') ?? [];
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
    return execFileSync(process.execPath, [tsc, '--singleThreaded', ...readmeArguments], { cwd: folder, encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe("the examples, type-checked as the README's Types says", () => {
  it("read the README's command", () => {
    expect(readmeArguments).toEqual(['--allowJs', '--checkJs', '--noEmit', '--strict', 'false', '--target', 'es2022', 'game.js']);
  });

  it('are the version-2 ones, starter and Quick Tap', () => {
    expect(versionTwoExamples.sort()).toEqual(['reaction', 'starter']);
  });

  it.each(versionTwoExamples)('%s/game.js checks without an error', (example) => {
    expect(checkAsTheReadmeSays(example)).toBe('');
  }, 60_000);
});
