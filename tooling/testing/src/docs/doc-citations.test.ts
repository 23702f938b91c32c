import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, proseOf } from './markdown-headings.ts';

// Comments, tests and pages cite the docs by path and anchor (`docs/web/tests.md#the-test-clock`):
// each citation must lead somewhere, so a moved or renamed heading fails here, not in a reader's hands.
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js|css|md)$/.test(file) && !file.endsWith('CHANGELOG.md') && !file.startsWith('.changeset/') && existsSync(join(root, file)));
const text = (file: string) => readFileSync(join(root, file), 'utf8');

/** Where a citation fails to lead: the file is missing, or it has no heading for the anchor. */
function problemOf(file: string, anchor: string | undefined): string | null {
  if (!existsSync(join(root, file))) return 'no such file';
  if (anchor === undefined || statSync(join(root, file)).isDirectory()) return null;
  return headingAnchors(text(file)).has(anchor) ? null : `no heading #${anchor}`;
}

describe('citations of the docs', () => {
  it('every `docs/….md#anchor` cited in the repository names a page and a heading that exist', () => {
    const broken: string[] = [];
    for (const file of tracked) {
      for (const match of text(file).matchAll(/(?<![\w./-])docs\/[\w/.-]+?\.md(?:#([\w-]+))?/g)) {
        const [cited, anchor] = match;
        const problem = problemOf(cited.split('#')[0] ?? cited, anchor);
        if (problem) broken.push(`${file}: ${cited} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every heading cited as `apps/…/README.md, \"Heading\"` is still that README's", () => {
    const broken: string[] = [];
    for (const file of tracked) {
      for (const [cited, readme = '', heading = ''] of text(file).matchAll(/(apps\/[\w-]+\/README\.md),\s*(?:(?:\*|\/\/)\s*)?"([^"]+)"/g)) {
        const said = heading.replace(/\s*\n\s*(?:\/\/|\*)?\s*/g, ' ').toLowerCase();
        const headings = [...text(readme).matchAll(/^#+ (.+)$/gm)].map(([, title = '']) => title.toLowerCase());
        if (!headings.some((title) => title.startsWith(said))) broken.push(`${file}: ${cited.replace(/\s+/g, ' ')}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every relative link of a page under docs/ and of a package README leads to a file and heading that exist', () => {
    const broken: string[] = [];
    const pages = tracked.filter((file) => file.endsWith('.md') && (file.startsWith('docs/') || /^apps\/[\w-]+\/README\.md$/.test(file)));
    for (const page of pages) {
      for (const [, target = ''] of proseOf(text(page)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
        const [path = '', anchor] = target.split('#');
        const file = path === '' ? page : posix.normalize(posix.join(dirname(page), path));
        const problem = problemOf(file, anchor);
        if (problem) broken.push(`${page}: ${target} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
