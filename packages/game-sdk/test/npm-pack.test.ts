import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What a maker gets from npm, before the package is published: `npm pack` of this package (after
// its build), installed into an empty project. Its types must check a maker's code, both ways of
// using the SDK, and its classic script must define the SiteGame global.
const packageDir = new URL('..', import.meta.url).pathname;
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
let project = '';

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'maker-game-'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', project], { cwd: packageDir, encoding: 'utf8' })) as { filename: string }[];
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'maker-game', private: true, type: 'module' }));
  execFileSync('npm', ['install', join(project, packed?.filename ?? ''), '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: project, encoding: 'utf8' });
}, 60_000);
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('the npm package, packed and installed into an empty project', () => {
  it('types a bundled game (@site/game-sdk/v2) and a classic script (game-sdk.v2.d.ts, the SiteGame global)', () => {
    writeFileSync(
      join(project, 'game.ts'),
      `import { gameReady, finishRun, isGameSdkError, type RunReceipt } from '@site/game-sdk/v2';
const { audio, paused } = await gameReady();
const muted: boolean = !audio || paused;
const earned = await finishRun({ score: 10, completed: true });
const receipt: RunReceipt | undefined = earned.receipt;
// @ts-expect-error a finish needs its score
await finishRun({ completed: true });
export const seen = { muted, receipt, isGameSdkError };
`,
    );
    writeFileSync(
      join(project, 'classic.js'),
      `/// <reference path="node_modules/@site/game-sdk/dist/game-sdk.v2.d.ts" />
SiteGame.on('audio', ({ enabled }) => console.log(enabled === true));
SiteGame.gameReady().then(({ paused }) => console.log(paused === false));
// @ts-expect-error version 2 has gameReady, not ready
SiteGame.ready();
`,
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2022', 'dom'], allowJs: true, checkJs: true, noEmit: true }, files: ['game.ts', 'classic.js'] }),
    );
    const checked = (() => {
      try {
        return execFileSync(process.execPath, [tsc, '-p', project], { cwd: project, encoding: 'utf8' });
      } catch (error) {
        return String((error as { stdout?: string }).stdout ?? error);
      }
    })();
    expect(checked).toBe('');
  }, 60_000);

  it('has the classic script, which defines SiteGame version 2', () => {
    const script = readFileSync(join(project, 'node_modules/@site/game-sdk/dist/game-sdk.v2.js'), 'utf8');
    const context: { SiteGame?: { protocolVersion: number; gameReady: unknown } } = {};
    runInNewContext(script, context);
    expect(context.SiteGame?.protocolVersion).toBe(2);
    expect(typeof context.SiteGame?.gameReady).toBe('function');
    expect(readFileSync(join(project, 'node_modules/@site/game-sdk/README.md'), 'utf8')).toContain('## Quick start');
  });
});
