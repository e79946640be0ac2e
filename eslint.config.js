import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/**
 * The architecture's import rules (docs/architecture.md, decisions 015-019), enforced:
 *   contracts <- engines <- server;  contracts + ui <- web lib/components <- web features <- web app.
 * The web app never imports server code, the ORM or a database driver; contracts import only zod
 * and date-fns (its calendar maths, with @date-fns/utc and @date-fns/tz); a server module imports another only through its public.ts;
 * a web feature does not reach into another feature's folder, nor into app/ (it imports config/).
 */
/**
 * boundaries/entry-point options: another server module may be imported only through these files.
 * Its tables (schema.ts, schema/*) are its own: only `schemaReaders` may import them.
 */
function serverModuleEntries(files, schemaReaders = 'its public.ts') {
  const message = `Import another server module only through its ${files.join(' or ')} (\${dependency.internalPath} is internal to modules/\${dependency.module}).`;
  const schemaMessage = `modules/\${dependency.module} owns the tables in \${dependency.internalPath}: read and change them through ${schemaReaders}.`;
  const schemaFiles = ['schema.ts', 'schema/**'];
  return {
    default: 'allow',
    rules: [
      { target: ['server-module'], disallow: ['**'], message },
      { target: ['server-module'], allow: files },
      ...(files.includes('schema.ts')
        ? []
        : [{ target: ['server-module'], disallow: schemaFiles, message: schemaMessage }]),
    ],
  };
}

/** Server code that must not read the clock itself: new Date() without arguments, Date.now(). */
const wallClockSyntax = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read the time from the app clock (app.clock.now(), or the `now` passed in), not new Date().',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Read the time from the app clock (app.clock.now(), or the `now` passed in), not Date.now().',
  },
];

/**
 * Every string a request carries (body, query string, path parameters) is read through the
 * contracts' text schemas (singleLineText, multiLineText, or a schema built on them), which refuse
 * control characters and lone surrogates. The rule covers the request schemas: the contracts'
 * schemas named as requests (…Params, …Query, …Request, …Input, …Update, …Create, …Body, …Filters,
 * …Decision, …Cancel, …Patch, …Password, …Change, …Confirm, …Verify, with or without Schema) and the params, querystring, body and
 * headers of the server's route options. Response schemas describe what the server writes and may
 * use z.string().
 */
const bareZodString = "CallExpression[callee.object.name='z'][callee.property.name='string']";
const requestStringMessage =
  'A request string goes through the contracts text schemas (singleLineText / multiLineText), not a bare z.string().';
const requestStringSyntax = [
  {
    selector: `Property[key.name=/^(params|querystring|body|headers)$/] ${bareZodString}`,
    message: requestStringMessage,
  },
  {
    selector: `VariableDeclarator[id.name=/(params?|query|querystring|request|input|body|update|create|patch|cancel|filters|decision|password|change|confirm|verify)(schema)?$/i] ${bareZodString}`,
    message: requestStringMessage,
  },
];

const serverTestFiles = ['apps/server/**/*.test.ts', 'apps/server/**/test-support.ts', 'apps/server/test/**/*.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', 'test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*', 'packages/**/*', 'scripts/**/*'],
      'boundaries/elements': [
        { type: 'contracts', pattern: 'packages/contracts/**' },
        { type: 'ui', pattern: 'packages/ui/**' },
        { type: 'engine', pattern: 'packages/*', capture: ['name'] },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server', pattern: 'apps/server/**' },
        { type: 'script', pattern: 'scripts/**' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app/**' },
        { type: 'web-config', pattern: 'apps/web/src/config/**' },
        { type: 'web-shared', pattern: ['apps/web/src/lib/**', 'apps/web/src/components/**'] },
        { type: 'web', pattern: 'apps/web/**' },
      ],
      // The tsconfig `paths` aliases (@server/*, @server-test/*, @web/*) resolve through these projects.
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'scripts/tsconfig.json'] },
      },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contracts', allow: ['contracts'] },
            { from: 'ui', allow: ['ui'] },
            { from: 'engine', allow: ['contracts', ['engine', { name: '${from.name}' }]] },
            // The search engines run over the generated inventory; the ride engine places its
            // catalogue on the inventory's cities, airports, hotels, stays, desks and ports.
            {
              from: [
                ['engine', { name: 'search' }],
                ['engine', { name: 'rides' }],
              ],
              allow: [['engine', { name: 'inventory' }]],
            },
            // The deals engine prices offers over the inventory with the search engines and the booking rules.
            {
              from: [['engine', { name: 'deals' }]],
              allow: [
                ['engine', { name: 'inventory' }],
                ['engine', { name: 'search' }],
                ['engine', { name: 'booking' }],
              ],
            },
            // The knowledge base's destination guides are where travellers go: the inventory places
            // lodging there first (and the search ranks namesakes by the inventory's copy of that list).
            { from: [['engine', { name: 'inventory' }]], allow: [['engine', { name: 'knowledge' }]] },
            // The planner prices transfers between places with the ride engine's routes and fares.
            { from: [['engine', { name: 'planner' }]], allow: [['engine', { name: 'rides' }]] },
            { from: ['server', 'server-module', 'script'], allow: ['contracts', 'engine', 'server', 'server-module'] },
            {
              from: 'web-feature',
              allow: [
                'contracts',
                'ui',
                'web',
                'web-config',
                'web-shared',
                ['web-feature', { feature: '${from.feature}' }],
              ],
            },
            // features/search is the shared search UI (place autocomplete, URL state, result states,
            // pagination, filters frame) every search feature builds on.
            { from: 'web-feature', allow: [['web-feature', { feature: 'search' }]] },
            // app/ (router, providers, pages) composes features; a feature never imports it.
            {
              from: 'web-feature',
              disallow: ['web-app'],
              message:
                'A web feature never imports app/ (router, providers, pages); shared settings such as paths live in config/.',
            },
            { from: 'web-config', allow: ['contracts', 'web-config'] },
            // lib/ and components/ sit below every feature: the session, preferences and query keys
            // live there, so a feature imports them and they import no feature (nor app/).
            { from: 'web-shared', allow: ['contracts', 'ui', 'web', 'web-config', 'web-shared'] },
            {
              from: 'web-shared',
              disallow: ['web-feature', 'web-app'],
              message:
                'lib/ and components/ sit below the features: they import no feature and no app/ file (move the shared piece into lib/ or components/, or compose it in app/).',
            },
            {
              from: ['web', 'web-app'],
              allow: ['contracts', 'ui', 'web', 'web-app', 'web-config', 'web-feature', 'web-shared'],
            },
          ],
        },
      ],
    },
  },
  // A server module is used only through its public.ts: other modules, app.ts, plugins, tests and
  // scripts import nothing else of it (imports inside a module are free). Test code (*.test.ts,
  // test-support.ts, apps/server/test) may also import another module's test-support.ts.
  {
    files: ['apps/server/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'boundaries/entry-point': ['error', serverModuleEntries(['public.ts'])] },
  },
  // A module's schema file may import another module's table for a foreign key; the aggregate
  // db/schema.ts gathers every module's tables (for drizzle-kit, the migrations and the client).
  {
    files: [
      'apps/server/src/modules/*/schema.ts',
      'apps/server/src/modules/*/schema/**/*.ts',
      'apps/server/src/db/schema.ts',
    ],
    rules: { 'boundaries/entry-point': ['error', serverModuleEntries(['schema.ts', 'schema/**'])] },
  },
  {
    files: serverTestFiles,
    rules: {
      'boundaries/entry-point': [
        'error',
        serverModuleEntries(
          ['public.ts', 'test-support.ts'],
          'its public.ts (test code reads any table from db/schema.ts)',
        ),
      ],
    },
  },
  // Only db/ (the client, migrations, seeds), the drizzle config and test code see every table.
  {
    files: ['apps/server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/drizzle.config.ts', ...serverTestFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/schema(\\.ts)?$|(^|/)db/schema/',
              message: "db/schema.ts is every table, for db/ and tests: use the owning module's public.ts.",
            },
          ],
        },
      ],
    },
  },
  // Server time comes from the app's clock; lib/clock.ts is where it is read.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [...serverTestFiles, 'apps/server/src/lib/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...wallClockSyntax, ...requestStringSyntax] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', requestStringSyntax[1]],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|date-fns(/.*)?$|@date-fns/(utc|tz)$|\\.{1,2}/).*',
              message: 'contracts import only zod, date-fns, @date-fns/utc and @date-fns/tz.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'fastify', '@fastify/*'],
              message: 'The web app never imports the ORM, a database driver or server code.',
            },
            { regex: '^@server(-test)?/|apps/server', message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
);
