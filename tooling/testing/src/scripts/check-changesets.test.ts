import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/check-changesets.mjs', import.meta.url));
const roots: string[] = [];

/** A throwaway repository with one published package (@x/lib) and one private (@x/app). */
function repository() {
  const root = mkdtempSync(join(tmpdir(), 'changesets-'));
  roots.push(root);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: root, encoding: 'utf8' });
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };
  const commit = (message: string, files: Record<string, string>) => {
    write(files);
    git('add', '-A');
    git('commit', '-q', '-m', message);
  };
  const changeset = (name: string, bump = 'patch') => `---\n'${name}': ${bump}\n---\n\nSomething importers notice.\n`;
  const check = () => {
    const { status, stdout, stderr } = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
    return { status, output: stdout + stderr };
  };
  const addCheck = (message = 'tooling: changeset check') => {
    mkdirSync(join(root, 'tooling/scripts'), { recursive: true });
    copyFileSync(script, join(root, 'tooling/scripts/check-changesets.mjs'));
    commit(message, {});
  };
  git('init', '-q', '-b', 'main');
  commit('start', {
    '.changeset/README.md': '# Changesets\n',
    'packages/lib/package.json': JSON.stringify({ name: '@x/lib', version: '0.1.0' }),
    'packages/lib/src/index.ts': 'export const a = 1;\n',
    'packages/app/package.json': JSON.stringify({ name: '@x/app', private: true }),
    'packages/app/src/index.ts': 'export const b = 1;\n',
    '.changeset/lib-first.md': changeset('@x/lib', 'minor'),
  });
  return { root, git, commit, changeset, check, addCheck };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-changesets', () => {
  it('passes while every change of a published package is older than a changeset naming it', () => {
    const repo = repository();
    repo.addCheck();
    repo.commit('lib: b', { 'packages/lib/src/b.ts': 'export const b = 2;\n', '.changeset/lib-b.md': repo.changeset('@x/lib') });
    repo.commit('app: anything', { 'packages/app/src/index.ts': 'export const b = 3;\n' });
    expect(repo.check()).toMatchObject({ status: 0, output: expect.stringContaining('every change to @x/lib has a changeset (2 pending)') });
  });

  it('fails on a commit that changes published files after the newest changeset, naming it', () => {
    const repo = repository();
    repo.addCheck();
    repo.commit('lib: c without a word', { 'packages/lib/src/c.ts': 'export const c = 1;\n' });
    const { status, output } = repo.check();
    expect(status).toBe(1);
    expect(output).toMatch(/changes @x\/lib after its newest changeset \(\w{7}\): lib: c without a word/);
    // Editing a changeset that names the package covers it.
    repo.commit('changeset: lib c', { '.changeset/lib-first.md': repo.changeset('@x/lib', 'minor') + 'And c.\n' });
    expect(repo.check().status).toBe(0);
  });

  it('lets tests, test helpers, fixtures, docs, dev dependencies and commits that say No-changeset through', () => {
    const repo = repository();
    repo.addCheck();
    repo.commit('lib: tests', {
      'packages/lib/src/index.test.ts': 'test\n',
      'packages/lib/src/index.test-d.ts': 'test\n',
      'packages/lib/src/test-fake.ts': 'fake\n',
      'packages/lib/test/fixture.ts': 'fixture\n',
      'packages/lib/vitest.config.ts': 'config\n',
      'packages/lib/src/wallets.fixture.ts': 'fixture\n',
      'packages/lib/src/icons/fixtures/icon.ts': 'fixture\n',
      'packages/lib/README.md': '# lib\n',
    });
    repo.commit('lib: a dev dependency', {
      'packages/lib/package.json': JSON.stringify({ name: '@x/lib', version: '0.1.0', devDependencies: { knip: '1.0.0' }, scripts: { lint: 'x' } }),
    });
    repo.commit('lib: rename a local\n\nNo-changeset: nothing an importer sees changes', { 'packages/lib/src/index.ts': 'export const a = 1; // same\n' });
    expect(repo.check().status).toBe(0);
    repo.commit('lib: a dependency', {
      'packages/lib/package.json': JSON.stringify({ name: '@x/lib', version: '0.1.0', dependencies: { joi: '1.0.0' } }),
    });
    expect(repo.check()).toMatchObject({ status: 1, output: expect.stringContaining('lib: a dependency') });
  });

  it('judges history before the check was added only by whether a changeset is pending', () => {
    const repo = repository();
    repo.commit('lib: before the check', { 'packages/lib/src/d.ts': 'export const d = 1;\n' });
    repo.addCheck();
    expect(repo.check().status).toBe(0);
  });

  it('needs a pending changeset for changes since the last release (the last CHANGELOG.md)', () => {
    const repo = repository();
    repo.git('rm', '-q', '.changeset/lib-first.md');
    repo.commit('release', { 'packages/lib/CHANGELOG.md': '# @x/lib\n\n## 0.1.0\n' });
    repo.addCheck();
    repo.commit('lib: tests only', { 'packages/lib/src/index.test.ts': 'test\n' });
    expect(repo.check().status).toBe(0);
    repo.commit('lib: e', { 'packages/lib/src/e.ts': 'export const e = 1;\n' });
    expect(repo.check()).toMatchObject({ status: 1, output: expect.stringMatching(/@x\/lib changed since its last release \(\w{7}\) and no pending changeset names it, e.g. \w{7} lib: e/) });
  });

  it('refuses a changeset naming a package that is private or unknown', () => {
    const repo = repository();
    repo.commit('changesets', { '.changeset/app.md': repo.changeset('@x/app'), '.changeset/empty.md': '---\n---\n\nNothing.\n' });
    const { status, output } = repo.check();
    expect(status).toBe(1);
    expect(output).toContain('.changeset/app.md names @x/app, which is not a published package here');
    expect(output).toContain('.changeset/empty.md names no package in its front matter');
  });

  it('says it skipped on a shallow clone, and passes', () => {
    const repo = repository();
    repo.addCheck();
    repo.commit('lib: f', { 'packages/lib/src/f.ts': 'export const f = 1;\n' });
    const shallow = mkdtempSync(join(tmpdir(), 'changesets-shallow-'));
    roots.push(shallow);
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.root}`, shallow]);
    const { status, stdout } = spawnSync(process.execPath, [script, '--root', shallow], { encoding: 'utf8' });
    expect(status).toBe(0);
    expect(stdout).toContain('shallow clone (no history to compare against); skipped');
  });
});
