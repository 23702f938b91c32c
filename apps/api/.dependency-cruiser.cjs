/**
 * The server's floors (apps/api/ARCHITECTURE.md): a module imports only from its own floor or
 * the floors below. `pnpm --filter @site/api check` runs this; no import may run back up
 * (.dependency-cruiser-known-violations.json stays empty).
 *
 * 1 ground: configuration (config/), the API error (errors/), plain text helpers (text/);
 * 2 infrastructure: the database, file storage, mail, the Telegram Bot API client, the job queue, the context;
 * 3 core: sessions and rate limits, accounts and the ledger;
 * 4 the domains: every other folder;
 * 5 the top: the routes (routes/), the HTTP plumbing (http/), ops/, the app and the entry points.
 */
const tests = '(\\.test\\.ts$|^src/test-support/)';
const ground = '^src/(config|errors|text)/';
const infrastructure = '^src/((db|storage|mail|telegram-bot-api|jobs)/|(context|in-flight-work|shutdown-drain)\\.ts$)';
const core = '^src/(sessions|accounts|ledger)/';
const top = '^src/((routes|http|ops|dev)/|(app|admin|dev|main|start-server|worker|start-job-worker)\\.ts$)';
const notTest = { pathNot: tests };

/** The floors from the ground up; the domains are every file of src/ on no other floor. */
const named = [ground, infrastructure, core, top];
const floors = [
  { name: 'ground', path: ground, pathNot: [] },
  { name: 'infrastructure', path: infrastructure, pathNot: [] },
  { name: 'core', path: core, pathNot: [] },
  { name: 'domain', path: '^src/', pathNot: named },
  { name: 'top', path: top, pathNot: [] },
];

/** For each floor, one rule per floor above it: nothing on it imports from there. */
const upward = floors.flatMap((lower, index) =>
  floors.slice(index + 1).map((upper) => ({
    name: `${lower.name}-imports-no-${upper.name}`,
    comment: `A file of the ${lower.name} floor imports only from its own floor and those below (apps/api/ARCHITECTURE.md).`,
    severity: 'error',
    from: { path: lower.path, pathNot: [tests, ...lower.pathNot] },
    to: { path: upper.path, pathNot: [tests, ...upper.pathNot] },
  })),
);

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'test-helpers-only-in-tests',
      comment: 'Test helpers serve tests: the server never imports them.',
      severity: 'error',
      from: notTest,
      to: { path: tests },
    },
    {
      name: 'no-circular',
      comment: 'Files that import each other cannot be placed on floors.',
      severity: 'error',
      from: notTest,
      to: { circular: true, pathNot: tests },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
