#!/usr/bin/env node
// CI check: a change to a published package (one without "private": true under packages/) comes
// with a changeset. Judged on committed history (HEAD), as a fresh clone of main sees it:
//  1. every pending changeset in .changeset/ names only published packages of this repository;
//  2. a package whose published files changed since its last release (the last commit that wrote
//     its CHANGELOG.md, or the start of history if it has none) has a pending changeset naming it;
//  3. from the commit that added this check on, no commit changes a package's published files
//     after the newest commit that added or edited a changeset naming that package. A commit that
//     changes nothing an importer sees (a refactor, a fix of unreleased work) says so with a line
//     `No-changeset: <why>` in its message.
// "Published files" is everything in the package but its tests, test helpers and fixtures, benches,
// test/lint configs and Markdown; a package.json change counts unless only its devDependencies or
// scripts moved.
// Without history (a shallow clone, a tarball) it says so and passes: there is nothing to compare.
// `--root DIR` checks another checkout (used by its tests).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? process.argv[rootFlag + 1] : fileURLToPath(new URL('../..', import.meta.url));
const thisScript = 'tooling/scripts/check-changesets.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Paths that never reach an importer: tests, test helpers, snapshots, benches, tool configs. */
const unpublished = [
  /\.test(-d)?\.[cm]?[jt]sx?$/,
  /\.fixture\.[cm]?[jt]sx?$/,
  /(^|\/)(__snapshots__|fixtures)\//,
  /(^|\/)test-[^/]*$/,
  /^(test|bench)\//,
  /^(vitest[^/]*|eslint)\.config\.[cm]?[jt]s$/,
  /^tsconfig[^/]*\.json$/,
  // Documentation ships with the next release whatever it is; it never needs one of its own.
  /\.md$/,
];

function publishedPackages() {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir)
    .filter((name) => existsSync(join(packagesDir, name, 'package.json')))
    .map((name) => ({ dir: `packages/${name}`, manifest: JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ dir, name: manifest.name }));
}

/** Pending changesets as in HEAD: file path -> names of the packages its front matter bumps. */
function pendingChangesets() {
  const files = git('ls-tree', '--name-only', 'HEAD', '.changeset/').split('\n').filter((path) => path.endsWith('.md') && !path.endsWith('/README.md'));
  return files.map((path) => {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(git('show', `HEAD:${path}`))?.[1] ?? '';
    const names = [...frontMatter.matchAll(/^\s*['"]?([^'":\s]+)['"]?\s*:\s*(major|minor|patch)\s*$/gm)].map((match) => match[1]);
    return { path, names };
  });
}

function isPublishedChange(pkg, commit, path) {
  const inPackage = path.slice(pkg.dir.length + 1);
  if (unpublished.some((pattern) => pattern.test(inPackage))) return false;
  if (inPackage !== 'package.json') return true;
  const read = (revision) => {
    try {
      const { devDependencies: _dev, scripts: _scripts, ...rest } = JSON.parse(git('show', `${revision}:${path}`));
      return JSON.stringify(rest);
    } catch {
      return undefined;
    }
  };
  return read(commit) !== read(`${commit}^`);
}

/** Commits in `range` (git log arguments) that change published files of `pkg` without opting out. */
function publishedChanges(pkg, range) {
  const log = git('log', '--format=%x00%H%x01%s%x01%B%x01', '--name-only', ...range, '--', pkg.dir);
  return log
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const [hash, subject, body, names] = entry.split('\x01');
      return { hash, subject, body, paths: names.split('\n').filter(Boolean) };
    })
    .filter(({ body }) => !/^No-changeset:\s*\S/m.test(body))
    .filter(({ hash, paths }) => paths.some((path) => isPublishedChange(pkg, hash, path)));
}

function main() {
  if (!existsSync(join(root, '.git'))) {
    console.log('changesets: not a git checkout; nothing to compare, skipped.');
    return 0;
  }
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    console.log('changesets: shallow clone (no history to compare against); skipped. `git fetch --unshallow` to run this check.');
    return 0;
  }
  const packages = publishedPackages();
  const changesets = pendingChangesets();
  const problems = [];

  const known = new Set(packages.map((pkg) => pkg.name));
  for (const { path, names } of changesets) {
    if (names.length === 0) problems.push(`${path} names no package in its front matter`);
    for (const name of names.filter((name) => !known.has(name))) problems.push(`${path} names ${name}, which is not a published package here`);
  }

  const introduced = git('log', '--diff-filter=A', '--format=%H', 'HEAD', '--', thisScript).split('\n').filter(Boolean).at(-1);
  for (const pkg of packages) {
    const own = changesets.filter(({ names }) => names.includes(pkg.name)).map(({ path }) => path);
    if (own.length === 0) {
      const released = git('log', '-1', '--format=%H', 'HEAD', '--', `${pkg.dir}/CHANGELOG.md`);
      const changes = publishedChanges(pkg, released ? [`${released}..HEAD`] : ['HEAD']);
      if (changes.length > 0) {
        problems.push(`${pkg.name} changed since its last release${released ? ` (${released.slice(0, 7)})` : ''} and no pending changeset names it, e.g. ${changes[0].hash.slice(0, 7)} ${changes[0].subject}`);
      }
      continue;
    }
    if (!introduced) continue;
    const newestChangeset = git('log', '-1', '--format=%H', 'HEAD', '--', ...own);
    for (const change of publishedChanges(pkg, ['HEAD', '--not', newestChangeset, `${introduced}^`])) {
      problems.push(`${change.hash.slice(0, 7)} changes ${pkg.name} after its newest changeset (${newestChangeset.slice(0, 7)}): ${change.subject}`);
    }
  }

  if (problems.length > 0) {
    console.error('changesets: a change to a published package needs a changeset (`pnpm changeset`), or `No-changeset: <why>` in its commit message:');
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  const names = packages.map((pkg) => pkg.name).join(', ');
  console.log(`changesets: every change to ${names} has a changeset (${changesets.length} pending).`);
  return 0;
}

process.exitCode = main();
