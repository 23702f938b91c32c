import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('documents every runtime export of every entry', async () => {
    const exported = [...Object.keys(await import('./index.ts')), ...Object.keys(await import('./host.ts')), ...Object.keys(await import('./v2.ts'))];
    expect(exported.filter((name) => !readme.includes(`\`${name}`) && !new RegExp(`\\b${name}\\b`).test(readme))).toEqual([]);
  });

  it('lists every error code', async () => {
    const { gameErrorCodes } = await import('./index.ts');
    for (const code of gameErrorCodes) expect(readme).toContain(`\`${code}\``);
  });
});
