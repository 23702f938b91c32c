import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@site/api-contract/routes';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutRouteSummaries } from './route-summaries-plugin.ts';

const contractSource = join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'api-contract', 'src');
const routeTables = readdirSync(contractSource, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('-routes.ts'))
  .map((path) => join(contractSource, path));

describe('withoutRouteSummaries', () => {
  it("empties every route's summary in the contract's route tables, and nothing else", () => {
    expect(routeTables.length).toBeGreaterThan(20);
    let emptied = 0;
    for (const file of routeTables) {
      const source = readFileSync(file, 'utf8');
      const stripped = withoutRouteSummaries(source, file);
      expect(parseSync(file, stripped).errors, file).toEqual([]);
      emptied += stripped.match(/summary:\s*''/g)?.length ?? 0;
      // Outside the summaries, the same text: the methods, paths, sign-in and errors are kept.
      const shape = (code: string): string => code.replace(/summary:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g, 'summary: S');
      expect(shape(stripped), file).toBe(shape(source));
    }
    // One per route: none is left, and no other object's was touched.
    expect(emptied).toBe(Object.keys(routes).length);
    const all = routeTables.map((file) => withoutRouteSummaries(readFileSync(file, 'utf8'), file)).join('\n');
    for (const { summary } of Object.values(routes)) expect(all).not.toContain(summary.slice(0, 40));
  });

  it('keeps a summary of an object that is not a route', () => {
    const code = "export const notes = { summary: 'kept', other: 1 };\nexport const r = { ping: { method: 'GET', path: '/p', auth: 'none', summary: 'gone — “quoted” ≤ 5' } };\n";
    expect(withoutRouteSummaries(code, 'x-routes.ts')).toBe("export const notes = { summary: 'kept', other: 1 };\nexport const r = { ping: { method: 'GET', path: '/p', auth: 'none', summary: '' } };\n");
  });
});
