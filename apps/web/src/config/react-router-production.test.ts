import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAliases } from './react-router-production.ts';

describe('reactRouterProductionAliases', () => {
  it("points both of react-router-dom's entries at React Router's production build, which exists", () => {
    const aliases = reactRouterProductionAliases();
    expect(aliases.map(({ find }) => String(find))).toEqual([String(/^react-router$/), String(/^react-router\/dom$/)]);
    for (const { replacement } of aliases) {
      expect(replacement).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/][\w-]+\.mjs$/);
      expect(existsSync(replacement)).toBe(true);
    }
  });

  it("takes the build without React Router's development warnings", () => {
    const [index] = reactRouterProductionAliases();
    if (!index) throw new Error('no alias for react-router');
    const chunks = [...readFileSync(index.replacement, 'utf8').matchAll(/from "\.\/(chunk-\w+\.mjs)"/g)].map((match) => match[1] ?? '');
    const sources = chunks.map((chunk) => readFileSync(index.replacement.replace(/index\.mjs$/, chunk), 'utf8')).join('\n');
    expect(sources).toContain('ENABLE_DEV_WARNINGS = false');
  });
});
