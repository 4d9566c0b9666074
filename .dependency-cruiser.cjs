const { tables } = require('./apps/api/src/db/schema/owners.cjs');

/**
 * Code outside the owner of a table's schema file may not import it: one rule per file, from owners.cjs.
 * Tests may look inside, and so may the seed (src/seed/): it writes the demo data as rows (fixed ids, a
 * generated network in 2,000-row batches), which through front doors would take an insert-these-rows
 * function on every owner, callable by every module: the table's insert in disguise, a hole in this rule
 * wider than one folder that no request runs.
 */
const tableOwnerRules = Object.entries(tables).map(([file, owner]) => ({
  name: 'api-table-owner',
  severity: 'error',
  comment: `db/schema/${file}.ts belongs to ${owner} (db/schema/owners.cjs): other code reaches its tables only through ${owner}'s front door (add a function there; tests and the demo-data seed may look inside).`,
  from: {
    path: '^apps/api/src/',
    pathNot: ['^apps/api/src/db/', '^apps/api/src/seed/', `^apps/api/src/${owner}`, '\\.test\\.ts$'],
  },
  to: { path: `^apps/api/src/db/schema/${file}\\.ts$` },
}));

/**
 * The API's rooms and the whole code's cycles, checked by dependency-cruiser in the lint step
 * (`npm run lint:deps`): no file cycle anywhere, an API module reaches another only through its front
 * door (`modules/<name>/index.ts`), and `src/domain` (rules several modules share) imports no module;
 * a web feature is reached from outside its folder only through `features/<name>/index.ts` or `pages.ts`
 * (no list of feature names: a new feature is closed the day it is made), and nothing below `app/` imports it.
 * Each table has an owner (db/schema/owners.cjs): only the owner imports its schema file, and code imports
 * the schema file, not db/schema/index.ts (drizzle's). The imports that broke this when the rule came are
 * listed in `.dependency-cruiser-known-violations.json` (`--ignore-known`): the list may only shrink.
 * `apps/api/src/dependency-rules.test.ts` shows each rule firing on a small tree of its own.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle: files that import each other, directly or through others. Break it (a shared piece below both, or a callback).',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'api-module-front-door',
      severity: 'error',
      comment:
        'An API module imports another module only through its front door, modules/<name>/index.ts; rules several modules share live in src/domain.',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/.+',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-front-door-from-outside',
      severity: 'error',
      comment:
        'The app, its plugins, the seed and the server reach a module only through its front door, modules/<name>/index.ts (tests may look inside).',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/', '\\.test\\.ts$'] },
      to: {
        path: '^apps/api/src/modules/[^/]+/.+',
        pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'api-domain-below-modules',
      severity: 'error',
      comment: 'src/domain holds rules shared by modules: it imports no module, the app or the server.',
      from: { path: '^apps/api/src/domain/' },
      to: { path: '^apps/api/src/(modules|plugins|realtime|app\\.ts|start\\.ts|server\\.ts)' },
    },
    {
      name: 'api-schema-by-file',
      severity: 'error',
      comment:
        "Import a table from its schema file (db/schema/<file>.ts), so the owner rule sees it; db/schema/index.ts is drizzle's (the client, the migrations).",
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/db/', '\\.test\\.ts$'] },
      to: { path: '^apps/api/src/db/schema/index\\.ts$' },
    },
    ...tableOwnerRules,
    {
      name: 'api-orm-in-repositories',
      severity: 'error',
      comment:
        "Only a module's repositories build SQL: a module file that uses drizzle-orm's values (eq, sql, …) is a repository (repository.ts, *-repository.ts) or a statement store (*-store.ts); a service composes their functions, in one transaction when it must (types alone are fine).",
      from: {
        path: '^apps/api/src/modules/',
        pathNot: ['(^|/|-)repository\\.ts$', '-store\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: '^node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-feature-front-door',
      severity: 'error',
      comment:
        'A web feature imports another feature only through its public surface, features/<name>/index.ts (the router table: pages.ts); shared pieces live in a lower feature, components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/.+',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/(index|pages)\\.tsx?$'],
      },
    },
    {
      name: 'web-front-door-from-outside',
      severity: 'error',
      comment:
        'The app shell, components/, lib/, i18n/ and themes/ reach a feature only through its public surface, features/<name>/index.ts or pages.ts.',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/features/' },
      to: {
        path: '^apps/web/src/features/[^/]+/.+',
        pathNot: '^apps/web/src/features/[^/]+/(index|pages)\\.tsx?$',
      },
    },
    {
      name: 'web-app-on-top',
      severity: 'error',
      comment: 'app/ composes the features: features, components, lib, i18n and themes never import it.',
      from: { path: '^apps/web/src/(features|components|lib|i18n|themes)/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph as leaves (doNotFollow), so a rule can name a package (drizzle-orm).
    exclude: { path: '(^|/)(dist|coverage|test-results)/' },
    // TypeScript 7 has no compiler API for dependency-cruiser yet: swc parses the sources (type imports too).
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
