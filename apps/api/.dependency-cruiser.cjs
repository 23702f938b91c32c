/**
 * The server's floors (apps/api/ARCHITECTURE.md): a module imports only from its own floor or
 * the floors below. `pnpm --filter @site/api check` runs this; the imports that ran back up
 * when the rules came in are listed in .dependency-cruiser-known-violations.json, to be removed
 * as they are mended, and no new one may join them.
 *
 * 1 ground: configuration (config/, every domain's `*-config.ts`), errors, plain text helpers;
 * 2 infrastructure: the database, file storage, mail, the Telegram Bot API client, the context;
 * 3 core: sessions, rate limits, accounts and the ledger;
 * 4 the domains;
 * 5 routes (`*-routes.ts`, `*-route.ts`), the HTTP plumbing that reads sessions, the app and the entry points.
 */
const tests = '(\\.test\\.ts$|^src/test-support/|/test-fixtures/|-test-(helpers|bed|setup|data)\\.ts$)';
const ground = '^src/(config/|text/|native-apps/|http/api-error\\.ts$|[^/]+/[^/]+-config\\.ts$)';
const infrastructure = '^src/(db/|storage/|mail/|telegram-bot-api/|context\\.ts$|http/(in-flight-work|security-headers)\\.ts$)';
// complete-sign-in.ts is the sign-in flow every way to sign in ends in (invites, notices, second factor): a domain.
const core = '^src/(auth/(sessions|rate-limit|secret-token|user-agent|session-cookie)\\.ts$|accounts/(?!complete-sign-in\\.ts$)|ledger/)';
const top = '(-routes?\\.ts$|^src/http/|^src/(app|admin|dev|main|start-server)\\.ts$|^src/dev/|^src/ops/)';
const notTest = { pathNot: tests };

/** The floors from the ground up. A file is on the first floor (in `precedence`) whose pattern it matches; the domains take the rest. */
const floors = [
  { name: 'ground', path: ground },
  { name: 'infrastructure', path: infrastructure },
  { name: 'core', path: core },
  { name: 'domain', path: '^src/' },
  { name: 'top', path: top },
];
const precedence = ['ground', 'infrastructure', 'top', 'core', 'domain'];
const before = (name) => precedence.slice(0, precedence.indexOf(name)).map((other) => floors.find((floor) => floor.name === other).path);

/** For each floor, one rule per floor above it: nothing on it imports from there. */
const upward = floors.flatMap((lower, index) =>
  floors.slice(index + 1).map((upper) => ({
    name: `${lower.name}-imports-no-${upper.name}`,
    comment: `A file of the ${lower.name} floor imports only from its own floor and those below (apps/api/ARCHITECTURE.md).`,
    severity: 'error',
    from: { path: lower.path, pathNot: [tests, ...before(lower.name)] },
    to: { path: upper.path, pathNot: [tests, ...before(upper.name)] },
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
