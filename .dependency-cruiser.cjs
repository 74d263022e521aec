/*
 * The layers of the code (docs/architecture.md), checked on every `npm run lint`:
 *
 *   app/  →  components/  →  lib/platform/  →  lib/<domain>/  →  lib/<shared>/
 *
 * Arrows point down only: shared machinery imports no domain and not the platform, a domain
 * imports shared code and other domains' exported functions but never the platform, and only
 * app/, the 'use server' modules components call, the entry points, scripts and tests reach the
 * platform. No module takes part in an import cycle. Type-only imports count as arrows.
 */

/** The domains: each a folder of lib/ with its calls, services, loaders and texts. */
const DOMAINS = [
  'accounts',
  'cases',
  'comments',
  'feedback',
  'insight',
  'lessons',
  'live-sessions',
  'operators',
  'plans',
  'policies',
  'practice',
  'viva-rooms',
];

const domain = `^lib/(${DOMAINS.join('|')})/`;
const platform = '^lib/platform/';
/** Shared machinery: every other folder of lib/, and the files at its top. */
const shared = `^lib/(?!(${DOMAINS.join('|')}|platform)/)`;
/** Tests and their helpers may reach anything to set a case up. */
const tests = '(\\.test\\.tsx?$|^test/|^security/|^e2e/)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No module is part of an import cycle (docs/architecture.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-domain',
      comment: 'Shared machinery is below every domain: it names none of them.',
      severity: 'error',
      from: { path: shared, pathNot: tests },
      to: { path: domain },
    },
    {
      name: 'shared-imports-no-platform',
      comment: 'Shared machinery is below the composition root.',
      severity: 'error',
      from: { path: shared, pathNot: tests },
      to: { path: platform },
    },
    {
      name: 'domains-import-no-platform',
      comment:
        'A domain reaches the gateway with its own definitions (gatewayFor(domainCalls)), never the call table.',
      severity: 'error',
      from: { path: domain, pathNot: tests },
      to: { path: platform },
    },
    {
      name: 'components-reach-the-platform-through-actions-only',
      comment:
        "Components call the platform's 'use server' modules only; the rest of it is the server's.",
      severity: 'error',
      from: { path: '^components/', pathNot: tests },
      to: { path: platform, pathNot: '^lib/platform/console-actions\\.ts$' },
    },
    {
      name: 'lib-imports-no-screens',
      comment: 'lib/ is below the pages and components that use it.',
      severity: 'error',
      from: { path: '^lib/', pathNot: tests },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-import-no-routes',
      severity: 'error',
      from: { path: '^components/', pathNot: tests },
      to: { path: '^app/' },
    },
    {
      name: 'no-test-code-in-the-product',
      severity: 'error',
      from: { path: '^(app|components|lib)/', pathNot: tests },
      to: { path: tests },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '^(node_modules|\\.next[^/]*|\\.data|coverage|test-results|playwright-report)/',
    },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
