// ESLint 9 (flat config) with typescript-eslint. Besides the recommended rules, the local rule
// `cardroom/layers` keeps the layers of docs/architecture.md, deny by default: every folder of src/ (and
// every file at its root) is assigned a layer below, a file imports only from its own folder and from
// lower layers, and a folder with no layer fails the lint. `no-restricted-imports` keeps the engine pure
// and the database behind the stores, and `max-lines` keeps services and stores small.
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first: each a name and its members (folders of src/, or files at its
 * root). A file may import from its own folder and from a lower layer; never from a higher layer, nor
 * from another member of its own layer (two features of one layer meet through a port declared below
 * them) unless the layer is `open` (the composition at the top). docs/architecture.md draws the same map.
 */
const LAYERS = [
  { name: 'engine', members: ['engine'] }, // the rules: pure TypeScript
  { name: 'evaluation', members: ['evaluation'] }, // pure statistics of results over the engine
  { name: 'kernel', members: ['config.ts', 'tokens.ts', 'domain-error.ts', 'sweeper.ts', 'shown-rating.ts'] }, // configuration, DI tokens, DomainError, the sweeps' timer, ratings as shown
  { name: 'prisma', members: ['generated'] }, // Prisma's generated client
  { name: 'data', members: ['persistence', 'broker'] }, // PrismaService, the matches' data, the LISTEN connection; NATS
  { name: 'catalog', members: ['game-registry'] }, // the served games: bindings and their registry
  { name: 'toolkit', members: ['toolkit'] }, // what controllers share: ApiError, ErrorDto, validation, cursors
  { name: 'metrics', members: ['metrics'] }, // the Prometheus families features record into; GET /metrics
  { name: 'events', members: ['events'] }, // live events: the transport, topics, the one stream writer
  { name: 'accounts', members: ['accounts', 'bots'] }, // accounts, keys, their stream; bots' thinking, accounts
  { name: 'matches', members: ['matches'] }, // the match lifecycle, writer, service; its ports for the features above
  { name: 'features', members: ['pairing', 'ratings', 'records', 'series', 'tournaments'] },
  { name: 'gauntlets', members: ['gauntlets'] }, // series against every level on a fixed scale: builds on series' rules
  { name: 'http', members: ['http'] }, // the generic game controller, the error filter, OpenAPI, system routes
  {
    name: 'app', // composition: the modules of the games, the page, health and shutdown, the app itself
    members: ['games', 'web', 'health', 'bot-worker', 'app.ts', 'app.module.ts', 'main.ts', 'startup.ts'],
    open: true,
  },
];

const SRC = path.join(import.meta.dirname, 'src');
const RANK = new Map(LAYERS.flatMap((layer, rank) => layer.members.map((m) => [m, { ...layer, rank }])));

/** The member of src/ a path belongs to (its first folder, or its own name at the root), or null outside src/. */
function memberOf(file) {
  const rel = path.relative(SRC, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  if (rest.length) return first;
  // a root file's spec belongs with it; an import of a root file names it without its extension, a
  // folder's index by the folder
  if (first.endsWith('.spec.ts')) return first.replace(/\.spec\.ts$/, '.ts');
  return RANK.has(first) || first.endsWith('.ts') ? first : `${first}.ts`;
}

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'every folder of src/ has a layer; imports point down (docs/architecture.md)' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const self = memberOf(file);
    if (self === null) return {};
    const own = RANK.get(self);
    const spec = file.endsWith('.spec.ts'); // tests beside the code may import what they test with
    const check = (node) => {
      const source = node.source?.value;
      if (!own || spec || typeof source !== 'string' || !source.startsWith('.')) return;
      const target = memberOf(path.resolve(path.dirname(file), source));
      if (target === null || target === self) return;
      const to = RANK.get(target);
      if (!to)
        context.report({
          node,
          message: `src/${target} has no layer: add it to LAYERS in eslint.config.mjs`,
        });
      else if (to.rank > own.rank)
        context.report({
          node,
          message: `src/${self} (layer ${own.name}) imports src/${target} (layer ${to.name}, above it): dependencies point down (docs/architecture.md); declare a port below and provide it from above`,
        });
      else if (to.rank === own.rank && !own.open)
        context.report({
          node,
          message: `src/${self} and src/${target} are both in layer ${own.name}: they meet through a port or a lower layer, never directly`,
        });
    };
    return {
      Program(node) {
        if (!own)
          context.report({
            node,
            message: `src/${self} has no layer: add it to LAYERS in eslint.config.mjs (and docs/architecture.md)`,
          });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Import patterns of the layers the engine must never see, as seen from any folder of src/. */
const forbidden = {
  frameworks: ['@nestjs/*', '@prisma/*', '**/generated/prisma/*', 'fastify', 'pg', '@electric-sql/*'],
  io: ['node:fs', 'node:fs/*', 'fs', 'node:net', 'node:http', 'node:child_process', 'node:worker_threads'],
};

/** `no-restricted-imports` forbidding these groups of patterns, with the reason in the message. */
const forbid = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups.flat(), message }] }],
});

/** The database: only stores (`<feature>.store.ts`) and src/persistence import these. */
const database = ['**/persistence/prisma.service', '**/persistence/tx-client', '**/generated/prisma/*'];
const DATABASE_MESSAGE =
  'only a store (<feature>.store.ts) and src/persistence talk to the database: add a named store method';
/** What only controllers, guards and DTOs use: a feature service throws DomainError and knows no HTTP. */
const toolkit = ['**/toolkit/*'];
const TOOLKIT_MESSAGE =
  'a feature service throws DomainError and knows no HTTP code: keep HTTP in controllers and their dto.ts';
const FEATURE_FOLDERS = LAYERS.filter((l) =>
  ['accounts', 'matches', 'features', 'gauntlets'].includes(l.name),
)
  .flatMap((l) => l.members)
  .map((f) => `src/${f}/**/*.ts`);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/generated/**',
      'src/engine/move-validators.generated.ts',
      'client/schema.d.ts',
      'web/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // the code base uses these deliberately; the type checker covers what they would catch
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-constant-condition': ['error', { checkLoops: false }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // ---- the layers (docs/architecture.md): the map above, deny by default
  {
    files: ['src/**/*.ts'],
    plugins: { cardroom: { rules: { layers: layersRule } } },
    rules: { 'cardroom/layers': 'error' },
  },
  {
    // only the stores talk to the database
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.store.ts', 'src/persistence/**', 'src/generated/**', 'src/**/*.spec.ts'],
    rules: forbid(DATABASE_MESSAGE, database),
  },
  {
    // the same in the features, whose services and helpers also know no HTTP (controllers, guards and
    // dto.ts, the HTTP edge of a feature, do)
    files: FEATURE_FOLDERS,
    ignores: ['**/*.spec.ts', '**/*.controller.ts', '**/*.guard.ts', '**/dto.ts', '**/*.store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: database, message: DATABASE_MESSAGE },
            { group: toolkit, message: TOOLKIT_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // the rules: pure TypeScript, no framework, no I/O (the layer map keeps everything of src/ out)
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.spec.ts'],
    rules: forbid(
      'src/engine is pure: it imports nothing of the service and no framework or I/O',
      forbidden.frameworks,
      forbidden.io,
    ),
  },
  {
    // the evaluation of results (confidence sequences, stopping rules, poker's all-in adjustment):
    // pure arithmetic over the engine, for series, gauntlets, the scripts and the page alike (the layer
    // map keeps everything of src/ above the engine out)
    files: ['src/evaluation/**/*.ts'],
    ignores: ['src/evaluation/**/*.spec.ts'],
    rules: forbid(
      'src/evaluation is pure: it builds on the engine only (no feature, framework, database or I/O)',
      forbidden.frameworks,
      forbidden.io,
    ),
  },
  {
    // the pure gauntlet code (the scale, the plan and control, the estimator, the view, the
    // certificate): the engine and src/evaluation only, so that scripts/verify.ts and the calibration
    // run it without the service
    files: [
      'src/gauntlets/scale.ts',
      'src/gauntlets/deals.ts',
      'src/gauntlets/estimate.ts',
      'src/gauntlets/anchors.ts',
      'src/gauntlets/simulate.ts',
      'src/gauntlets/gauntlet-view.ts',
      'src/gauntlets/certificate.ts',
    ],
    rules: forbid(
      'the pure gauntlet code builds on the engine and src/evaluation only',
      [
        '**/http/*',
        '**/games/*',
        '**/web/*',
        '**/matches/*',
        '**/accounts/*',
        '**/persistence/*',
        '**/toolkit/*',
        '**/*.store',
        '**/*.service',
        '**/*.module',
        '**/gauntlet-runner',
        '**/gauntlet-games',
      ],
      forbidden.frameworks,
      forbidden.io,
    ),
  },
  {
    // the pure records code (replays, PHH, the record format): the engine only
    files: ['src/records/*.ts'],
    ignores: ['src/records/*.spec.ts', 'src/records/records.*.ts', 'src/records/holdem-hands.controller.ts'],
    rules: forbid(
      'the pure records code builds on the engine only',
      [
        '**/http/*',
        '**/games/*',
        '**/web/*',
        '**/matches/*',
        '**/accounts/*',
        '**/persistence/*',
        '**/toolkit/*',
      ],
      forbidden.frameworks,
      forbidden.io,
    ),
  },
  {
    // services and stores stay small: split one by job before it grows past this (CONTRIBUTING.md)
    files: ['src/**/*.service.ts', 'src/**/*.store.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
);
