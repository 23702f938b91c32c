import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Following docs/guides/ as a newcomer would: every file a guide names is there, every command it
// gives runs a script or test that exists, and every excerpt of code (a block whose info string
// names a file: ```ts apps/api/src/…) is, line for line, in that file. Prose is not checked.
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const guidesDir = join(root, 'docs', 'guides');
const guides = readdirSync(guidesDir).filter((file) => file.endsWith('.md'));

interface Block {
  info: string;
  lines: string[];
}

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      if (open) blocks.push(open);
      open = open ? null : { info: line.slice(3).trim(), lines: [] };
    } else open?.lines.push(line);
  }
  return blocks;
}

/** The workspace's packages by name: their folder and scripts. */
const packages = new Map(
  ['apps', 'packages', 'tooling'].flatMap((group) =>
    readdirSync(join(root, group))
      .filter((folder) => existsSync(join(root, group, folder, 'package.json')))
      .map((folder) => {
        const manifest = JSON.parse(readFileSync(join(root, group, folder, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> };
        return [manifest.name, { dir: join(root, group, folder), scripts: manifest.scripts ?? {} }] as const;
      }),
  ),
);

/** What is wrong with one command line of a guide, or null. */
function commandProblem(command: string): string | null {
  const words = command.trim().split(/\s+/);
  if (words[0] === 'node') return existsSync(join(root, words[1] ?? '')) ? null : `no file ${words[1]}`;
  if (words[0] !== 'pnpm' || words[1] !== '--filter') return `not a command the guides' test knows: ${command}`;
  const found = packages.get(words[2] ?? '');
  if (!found) return `no package ${words[2]}`;
  const [script, ...rest] = words.slice(3);
  if (script !== 'exec') return script !== undefined && script in found.scripts ? null : `${words[2]} has no script ${script}`;
  const missing = rest.filter((word) => /\.(ts|tsx|mjs)$/.test(word) && !existsSync(join(found.dir, word)));
  return missing.length === 0 ? null : `no ${missing.join(', ')} in ${words[2]}`;
}

describe.each(guides)('docs/guides/%s', (guide) => {
  const markdown = readFileSync(join(guidesDir, guide), 'utf8');
  const blocks = blocksOf(markdown);
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');

  it('names files of the repository that exist', () => {
    const paths = [...prose.matchAll(/`([\w@.-]+(?:\/[\w@.-]+)+\/?)`/g)].map(([, path = '']) => path);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('gives commands that run what exists', () => {
    const commands = blocks.filter((block) => block.info === 'sh').flatMap((block) => block.lines.filter((line) => line.trim() !== ''));
    expect(commands.map(commandProblem).filter((problem) => problem !== null)).toEqual([]);
  });

  it("quotes code as it is in the file it names", () => {
    for (const { info, lines } of blocks.filter((block) => block.info.includes(' '))) {
      const file = info.split(' ')[1] ?? '';
      const source = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
      expect(source.includes(lines.join('\n')), `${file} holds the excerpt starting "${lines[0]?.trim()}"`).toBe(true);
    }
  });
});
