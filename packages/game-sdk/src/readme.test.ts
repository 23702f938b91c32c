import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('documents every runtime export of every entry', async () => {
    const exported = [...Object.keys(await import('./index.ts')), ...Object.keys(await import('./host.ts')), ...Object.keys(await import('./v2.ts')), ...Object.keys(await import('./replay.ts'))];
    expect(exported.filter((name) => !readme.includes(`\`${name}`) && !new RegExp(`\\b${name}\\b`).test(readme))).toEqual([]);
  });

  it('quotes examples/starter/ file for file as its quick start (the starter zip of /developers)', () => {
    const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
    const fenced = [...quickStart.matchAll(/^```\w+ ([\w.-]+)\n([\s\S]*?)^```$/gm)].map(([, name, text]) => [name, text]);
    const starter = new URL('../examples/starter/', import.meta.url);
    expect(fenced).toEqual(['index.html', 'style.css', 'game.js'].map((name) => [name, readFileSync(new URL(name, starter), 'utf8')]));
  });

  it('leads with version 2: gameReady, never a bare ready(), before the version-1 section', () => {
    const beforeVersion1 = readme.slice(0, readme.indexOf('## Version 1'));
    expect(beforeVersion1).toContain('SiteGame.gameReady()');
    expect(beforeVersion1).not.toMatch(/SiteGame\.ready\(|\bawait ready\(/);
  });

  it('lists every error code', async () => {
    const { gameErrorCodes } = await import('./index.ts');
    for (const code of gameErrorCodes) expect(readme).toContain(`\`${code}\``);
  });
});
