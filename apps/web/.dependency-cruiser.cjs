/**
 * The site's floors (docs/web/floors.md): a module imports only from its own floor or the floors
 * below. `pnpm --filter @site/web check` runs this (turbo runs `check` in CI).
 *
 * 1 ground: configuration, the tiny store, storage, logging, analytics, translations, appearance,
 *   errors, start-up, the link id's parser, plain fragments (apple-iap/);
 * 2 api: the contract's client with the browser's fetch, the query cache, the error texts;
 * 3 shared: components and forms;
 * 4 the features (account, sign-in, economy, play, deposit...): the rest of src/;
 * 5 top: the pages and their route table, the site's frame (layout/), the app, the prerender, main.tsx.
 */
const tests = '(\\.test\\.tsx?$|^src/test-support/)';
const ground = '^src/(config|store|storage|logging|analytics|i18n|appearance|errors|startup|protocol|apple-iap|styles)/';
const api = '^src/api/';
const shared = '^src/(components|forms)/';
const top = '^src/(pages/|app/|layout/|prerender/|main\\.tsx$)';
const feature = '^src/';

/** The floors from the ground up; a file is on the first floor (in `precedence`) whose pattern it matches, the features take the rest. */
const floors = [
  { name: 'ground', path: ground },
  { name: 'api', path: api },
  { name: 'shared', path: shared },
  { name: 'feature', path: feature },
  { name: 'top', path: top },
];
const precedence = ['ground', 'api', 'shared', 'top', 'feature'];
const before = (name) => precedence.slice(0, precedence.indexOf(name)).map((other) => floors.find((floor) => floor.name === other).path);

/** For each floor, one rule per floor above it: nothing on it imports from there. */
const upward = floors.flatMap((lower, index) =>
  floors.slice(index + 1).map((upper) => ({
    name: `${lower.name}-imports-no-${upper.name}`,
    comment: `A file of the ${lower.name} floor imports only from its own floor and those below (docs/web/floors.md).`,
    severity: 'error',
    from: { path: lower.path, pathNot: [tests, ...before(lower.name)] },
    to: { path: upper.path, pathNot: [tests, ...before(upper.name)] },
  })),
);

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-circular',
      comment: 'Files that import each other cannot be placed on floors. A page loaded on demand by the route table (a dynamic import) may read the table.',
      severity: 'error',
      from: { pathNot: tests },
      to: { circular: true, pathNot: tests, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist[^/]*|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
