#!/usr/bin/env node
// Moves the topics of a package README to pages of docs/ (issue 43, item 3), mechanically, so the
// move can be made again on a README that gained lines meanwhile:
//   node tooling/scripts/split-readme.mjs api|web
// Each mapped `##` section (with its `###` subsections) becomes one page; links between sections
// and relative links are rewritten; every citation of a moved heading in the repository
// (the README's path or, inside the package, README, then the heading in quotes) becomes the page's
// path, with `#anchor` for a subsection.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, posix } from 'node:path';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();

const plans = {
  api: {
    readme: 'apps/api/README.md',
    docs: 'docs/api',
    moves: [
      ['PostgreSQL', 'postgresql.md'],
      ['Files on object storage', 'file-storage.md'],
      ['Reads that cost nothing', 'public-reads.md'],
      ['Processes per core, and several machines', 'processes-and-machines.md'],
      ['Environment variables', 'settings.md'],
      ['The first admin, and other roles', 'admins-and-roles.md'],
      ['The ledger', 'ledger.md'],
      ['Ledger proofs', 'ledger-proofs.md'],
      ['Deposits of CORE', 'deposits.md'],
      ['Conversions, burning, recovering stamina', 'conversions-and-stamina.md'],
      ["A new player's first session", 'first-session.md'],
      ['Admin grants', 'admin-grants.md'],
      ['Gold for Telegram Stars, and the bot', 'telegram-stars-and-bot.md'],
      ['Two-step sign-in (authenticator app and backup codes)', 'two-step-sign-in.md'],
      ['Invites', 'invites.md'],
      ['Games, runs and rewards', 'games-runs-and-rewards.md'],
      ['Daily streak and daily quests', 'daily-streak-and-quests.md'],
      ['Leaderboards', 'leaderboards.md'],
      ['Submissions and review', 'submissions.md'],
      ['Inspections', 'inspections.md'],
      ["The maker's dashboard", 'maker-dashboard.md'],
      ['Achievements', 'achievements.md'],
      ['Plausibility bounds', 'plausibility-bounds.md'],
      ['Weekly leagues', 'weekly-leagues.md'],
      ['Friends and country', 'friends-and-country.md'],
      ['Background jobs', 'background-jobs.md'],
      ['News', 'news.md'],
      ['Sessions', 'sessions.md'],
      ['Passkeys (WebAuthn)', 'passkeys.md'],
      ['TON wallets (TON Connect `ton_proof`)', 'ton-wallets.md'],
      ['Security notices and display names', 'security-notices.md'],
      ['Bodies too large', 'bodies-too-large.md'],
      ['Health, readiness, metrics, OpenAPI', 'health-and-metrics.md'],
      ['Tests', 'tests.md', { keepFirstBlock: true }],
      ['Benchmark', 'benchmarks.md'],
    ],
  },
  web: {
    readme: 'apps/web/README.md',
    docs: 'docs/web',
    moves: [
      ['Benchmarks', 'benchmarks.md'],
      ['What happens at start-up', 'start-up.md'],
      ['Behaviour worth knowing', 'behaviour.md', { bulletsToHeadings: true }],
      ['Floors', 'floors.md'],
      ['Tests', 'tests.md'],
    ],
  },
};

/** GitHub's anchor of a heading. */
export function slug(heading) {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\- ]/gu, '').replace(/ /g, '-');
}

const plan = plans[process.argv[2]];
if (!plan) throw new Error('usage: split-readme.mjs api|web');
const readmePath = join(root, plan.readme);
const lines = readFileSync(readmePath, 'utf8').split('\n');

// The README's sections: [start, end) line ranges of each `##`, with its `###` headings.
const sections = [];
let fenced = false;
lines.forEach((line, index) => {
  if (line.startsWith('```')) fenced = !fenced;
  if (fenced) return;
  if (line.startsWith('## ')) sections.push({ heading: line.slice(3).trim(), start: index, subheadings: [] });
  else if (line.startsWith('### ') && sections.length > 0) sections.at(-1).subheadings.push(line.slice(4).trim());
});
sections.forEach((section, index) => { section.end = sections[index + 1]?.start ?? lines.length; });

const moveOf = new Map(plan.moves.map(([heading, file, options]) => [heading, { file: `${plan.docs}/${file}`, options: options ?? {} }]));
for (const heading of moveOf.keys()) if (!sections.some((section) => section.heading === heading)) throw new Error(`no section "${heading}" in ${plan.readme}`);

// Where each old anchor of the README now lives (repository paths).
const anchorTarget = new Map();
for (const section of sections) {
  const move = moveOf.get(section.heading);
  anchorTarget.set(slug(section.heading), move ? { file: move.file, anchor: '' } : { file: plan.readme, anchor: slug(section.heading) });
  for (const sub of section.subheadings) anchorTarget.set(slug(sub), { file: move ? move.file : plan.readme, anchor: slug(sub) });
}

/** Rewrites the markdown links of text moved from `fromFile` to `toFile`. */
function relink(text, fromFile, toFile) {
  // Code (fenced blocks, inline spans) is left as written: a regex there may look like a link.
  return text.split(/(^```[\s\S]*?^```|`[^`\n]*`)/m).map((part, index) => (index % 2 === 1 ? part : relinkProse(part, fromFile, toFile))).join('');
}

function relinkProse(text, fromFile, toFile) {
  return text.replace(/\]\(([^)\s]+)\)/g, (whole, target) => {
    if (/^[a-z]+:/i.test(target) || target.startsWith("/")) return whole;
    let file = fromFile;
    let anchor = '';
    if (target.startsWith('#')) {
      const moved = anchorTarget.get(target.slice(1));
      if (!moved) return whole;
      ({ file, anchor } = moved);
    } else {
      const [path, hash] = target.split('#');
      file = posix.normalize(posix.join(posix.dirname(fromFile), path));
      anchor = hash ?? '';
      if (file === plan.readme && anchor && anchorTarget.has(anchor)) ({ file, anchor } = anchorTarget.get(anchor));
    }
    const path = file === toFile ? '' : posix.relative(posix.dirname(toFile), file) || '.';
    return `](${path}${anchor ? `#${anchor}` : ''})`;
  });
}

/** `- **Title** text…` items become `## Title` sections, so each has an anchor. */
function bulletsToHeadings(body) {
  const out = [];
  for (const line of body) {
    const item = /^- \*\*(.+?)\*\*/.exec(line);
    if (item) out.push(...(out.length > 0 && out.at(-1) !== '' ? [''] : []), `## ${item[1].replace(/\.$/, '')}`, '', line.slice(2));
    else out.push(line.startsWith('  ') ? line.slice(2) : line);
  }
  return out;
}

const backLink = posix.relative(plan.docs, plan.readme);
const kept = [];
const readOn = [];
for (const section of [{ heading: null, start: 0, end: sections[0].start }, ...sections]) {
  const move = section.heading && moveOf.get(section.heading);
  const body = lines.slice(section.start, section.end);
  if (!move) { kept.push(...body); continue; }
  if (move.options.keepFirstBlock) {
    const fenceEnd = body.findIndex((line, at) => at > body.findIndex((first) => first.startsWith('```')) && line.startsWith('```'));
    kept.push(...body.slice(0, fenceEnd + 1), '', `More: [${section.heading}](${posix.relative(posix.dirname(plan.readme), move.file)}).`, '');
  }
  let content = body.slice(1).map((line) => (line.startsWith('### ') ? line.slice(1) : line));
  if (move.options.bulletsToHeadings) content = bulletsToHeadings(content);
  while (content.at(-1) === '') content.pop();
  while (content[0] === '') content.shift();
  const page = [`# ${section.heading}`, '', `Part of [${posix.dirname(plan.readme)}](${backLink}).`, '', ...content, ''].join('\n');
  mkdirSync(join(root, plan.docs), { recursive: true });
  writeFileSync(join(root, move.file), relink(page, plan.readme, move.file));
  readOn.push(`- [${section.heading}](${posix.relative(posix.dirname(plan.readme), move.file)})`);
}
while (kept.at(-1) === '') kept.pop();
const readme = [...kept, '', '## Read on', '', ...readOn, ''].join('\n');
writeFileSync(readmePath, relink(readme, plan.readme, plan.readme));

// Citations of the moved headings elsewhere in the repository.
const packageDir = posix.dirname(plan.readme);
const headingTargets = [];
for (const section of sections) {
  const move = moveOf.get(section.heading);
  if (!move) continue;
  headingTargets.push({ heading: section.heading, cite: move.file });
  for (const sub of section.subheadings) headingTargets.push({ heading: sub, cite: `${move.file}#${slug(sub)}` });
  if (move.options.bulletsToHeadings) {
    for (const line of lines.slice(section.start, section.end)) {
      const item = /^- \*\*(.+?)\*\*/.exec(line);
      if (item) headingTargets.push({ heading: item[1].replace(/\.$/, ''), cite: `${move.file}#${slug(item[1].replace(/\.$/, ''))}` });
    }
  }
}
const normal = (text) => text.replace(/\s*\n\s*(\/\/|\*|#)?\s*/g, ' ').replace(/`/g, '').trim().toLowerCase();
function citeOf(quoted) {
  const said = normal(quoted);
  if (said.length < 4) return null;
  const exact = headingTargets.find(({ heading }) => normal(heading) === said);
  if (exact) return exact.cite;
  const prefixed = headingTargets.filter(({ heading }) => normal(heading).startsWith(said));
  return prefixed.length === 1 ? prefixed[0].cite : null;
}
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js|md)$/.test(file) && !file.endsWith('CHANGELOG.md') && !file.startsWith('.changeset/') && !file.startsWith('docs/decisions/'));
const ownPath = plan.readme.replace(/[./]/g, (c) => `\\${c}`);
for (const file of files) {
  if (file === plan.readme || file.startsWith(`${plan.docs}/`)) continue;
  const inside = file.startsWith(`${packageDir}/`);
  const readmeName = inside ? `(?:${ownPath}|(?<![\\w/-])README(?:\\.md)?)` : ownPath;
  const quoted = new RegExp(`${readmeName}\`?,?\\s*(?:(?:\\*|//)\\s*)?\\\\?"([^"\\\\]{3,140})\\\\?"`, 'g');
  const bare = new RegExp(`${readmeName},\\s*(?:(?:\\*|//)\\s*)?([A-Z][A-Za-z' ]+?)(?=[).;:])`, 'g');
  const before = readFileSync(join(root, file), 'utf8');
  const after = before
    .replace(quoted, (whole, heading) => citeOf(heading) ?? whole)
    .replace(bare, (whole, heading) => citeOf(heading) ?? whole);
  if (after !== before) writeFileSync(join(root, file), after);
}
console.log(`${plan.readme}: ${lines.length} → ${readme.split('\n').length} lines`);
for (const [heading, file] of plan.moves) console.log(`  "${heading}" → ${plan.docs}/${file}`);
