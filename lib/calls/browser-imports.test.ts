import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Client components reach zod only through a dynamic import (the form kit's lazyZodResolver): a
 * static import of one constant from a schema module ships all of zod (about 27 kB gzipped) with
 * the page. This walks every 'use client' module's static imports, through the project's own
 * modules (server action modules excepted: the browser gets references to them), and fails on
 * any path that ends in zod.
 */

const root = path.resolve(__dirname, '../..');
const ZOD = new Set(['zod', '@hookform/resolvers/zod']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The modules a file imports for their values (`import type` and `type`-only lists left out). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)';?/gm;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, clause, from] = match;
    if (typeOnly) continue;
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim());
    if (names && names[1].split(',').every((name) => !name.trim() || /^type\s/.test(name.trim())))
      continue;
    found.push(from);
  }
  for (const match of source.matchAll(/^\s*import\s+'([^']+)';?/gm)) found.push(match[1]);
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

const isClient = (source: string) => /^['"]use client['"]/.test(source.trimStart());

/**
 * The chain of imports from `file` to a module `isTarget` names (by its specifier, or by its file
 * when it is one of ours), or null when there is none.
 */
function pathTo(
  file: string,
  isTarget: (specifier: string, resolved: string | null) => boolean,
  importsOf: (source: string) => string[] = valueImports,
  seen = new Set<string>(),
): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  // A server action module reaches the browser as references to its actions, not as code.
  if (seen.size > 1 && /^['"]use server['"]/.test(source.trimStart())) return null;
  for (const specifier of importsOf(source)) {
    const next = resolve(file, specifier);
    if (isTarget(specifier, next)) return [next ? path.relative(root, next) : specifier];
    if (!next) continue;
    const rest = pathTo(next, isTarget, importsOf, seen);
    if (rest) return [path.relative(root, next), ...rest];
  }
  return null;
}

const pathToZod = (file: string) => pathTo(file, (specifier) => ZOD.has(specifier));

const projectModules = ['app', 'components', 'lib'].flatMap((dir) =>
  sourceFiles(path.join(root, dir)),
);
const clientModules = projectModules.filter((file) => isClient(readFileSync(file, 'utf8')));

it('finds the client modules', () => {
  expect(clientModules.length).toBeGreaterThan(30);
});

it.each(clientModules.map((file) => [path.relative(root, file), file]))(
  '%s reaches zod only through a dynamic import',
  (_name, file) => {
    expect(pathToZod(file)).toBeNull();
  },
);

it('follows imports through the project to zod, and not through type-only or dynamic ones', () => {
  const at = (file: string) => pathToZod(path.join(root, file));
  expect(at('lib/accounts/calls.ts')).toEqual(['zod']);
  expect(at('lib/live-sessions/loaders.ts')).toEqual(expect.arrayContaining(['zod']));
  // A type-only import of the schema and a dynamic import of the calls.
  expect(at('components/auth/sign-in-form.tsx')).toBeNull();
  expect(at('components/ui/form/lazy-resolver.ts')).toBeNull();
});

/*
 * The public site's layout is on every public page: its client islands (the header's scroll
 * state, menu, active link and account corner) are given their links by the server, and load the
 * BFF client only for a signed-in student, so the route registry, the site's configuration and
 * the calls stay out of every page's first load (docs/performance.md).
 */
const firstLoadOnly = ['lib/routes.ts', 'lib/site.ts', 'lib/calls/browser-client.ts'].map((file) =>
  path.join(root, file),
);

/** The client modules a server module renders, through the server modules it imports. */
function clientModulesOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (seen.size > 1 && isClient(source)) return [file];
  return valueImports(source).flatMap((specifier) => {
    const next = resolve(file, specifier);
    return next ? clientModulesOf(next, seen) : [];
  });
}

const layoutIslands = clientModulesOf(path.join(root, 'app/(site)/layout.tsx'));

it("finds the public layout's islands", () => {
  expect(layoutIslands.map((file) => path.relative(root, file))).toEqual(
    expect.arrayContaining(['components/auth/header-account-status.tsx']),
  );
});

it.each(layoutIslands.map((file) => [path.relative(root, file), file]))(
  '%s, on every public page, reaches neither the route registry, the site configuration nor the BFF client',
  (_name, file) => {
    expect(pathTo(file, (_specifier, next) => firstLoadOnly.includes(next ?? ''))).toBeNull();
  },
);

/*
 * Each domain's console endpoints are in its console-endpoints.ts, apart from the site's: no page
 * outside the console loads them, in its first load or in a chunk it fetches later, so a visitor's
 * or a student's browser never receives the console's calls (docs/performance.md).
 */
const siteEntries = sourceFiles(path.join(root, 'app')).filter(
  (file) => !/^app\/(console|api)\//.test(path.relative(root, file)) && file.endsWith('.tsx'),
);
const siteIslands = [...new Set(siteEntries.flatMap((file) => clientModulesOf(file)))];

/**
 * What the browser may load after a module: its static imports and the islands it loads later
 * (dynamic imports, comments left out). A form's schema, loaded on its first focus with its
 * domain's definitions (lazyZodResolver), is not followed: docs/performance.md, "The console's
 * endpoints".
 */
const loadedImports = (source: string) => [
  ...valueImports(source),
  ...[...source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/import\(\s*'([^']+)'\s*\)/g)]
    .map((match) => match[1])
    .filter((specifier) => !/^@\/lib\/[\w-]+\/calls$/.test(specifier)),
];
const isConsoleEndpoints = (_specifier: string, next: string | null) =>
  next?.endsWith('/console-endpoints.ts') ?? false;

it("finds the site's islands, and the console's endpoints where the console loads them", () => {
  expect(siteIslands.map((file) => path.relative(root, file))).toEqual(
    expect.arrayContaining([
      'components/lessons/lesson-player.tsx',
      'components/live-sessions/booking-button.tsx',
      'components/live-sessions/session-room-viewer.tsx',
    ]),
  );
  const consoleRoom = path.join(root, 'components/live-sessions/console/session-room-cases.tsx');
  expect(pathTo(consoleRoom, isConsoleEndpoints, loadedImports)).toEqual([
    'components/live-sessions/console/consultant-pointer.ts',
    'lib/live-sessions/console-endpoints.ts',
  ]);
});

it.each(siteIslands.map((file) => [path.relative(root, file), file]))(
  "%s, on a page of the site, loads none of the console's endpoints",
  (_name, file) => {
    expect(pathTo(file, isConsoleEndpoints, loadedImports)).toBeNull();
  },
);

/*
 * The first date formatter a page builds starts the browser's ICU data, 13–48 ms of one task here
 * (docs/performance.md, "Dates on a page's load"): no module a page's islands load statically
 * builds one when it is evaluated; each builds its formatter on first use.
 */
const buildsFormatterOnLoad = (file: string | null) =>
  file !== null &&
  /^(?:export )?(?:const|let|var) [^=]+= new Intl\./m.test(readFileSync(file, 'utf8'));

it('finds a formatter built when its module is evaluated', () => {
  // The lesson's watermark: its module loads when Play is pressed, not with the page.
  expect(buildsFormatterOnLoad(path.join(root, 'components/lessons/use-watermark.ts'))).toBe(true);
  expect(buildsFormatterOnLoad(path.join(root, 'components/comments/comment-dates.ts'))).toBe(
    false,
  );
});

it.each(siteIslands.map((file) => [path.relative(root, file), file]))(
  '%s, on a page of the site, builds no date formatter as its scripts load',
  (_name, file) => {
    const found = buildsFormatterOnLoad(file)
      ? [path.relative(root, file)]
      : pathTo(file, (_specifier, next) => buildsFormatterOnLoad(next));
    expect(found).toBeNull();
  },
);

/*
 * The anti-capture guard's island is in the root layout, on every page; its key handling loads
 * only once the server's switch says on, on a desktop browser (components/guard/arm-guard.ts).
 */
it("keeps the armed guard out of every page's first load", () => {
  const islands = clientModulesOf(path.join(root, 'app/layout.tsx'));
  const guard = path.join(root, 'components/guard/anti-capture-guard.tsx');
  expect(islands).toContain(guard);
  const armed = ['components/guard/arm-guard.ts', 'components/guard/capture-keys.ts'].map((file) =>
    path.join(root, file),
  );
  for (const island of islands)
    expect(pathTo(island, (_specifier, next) => armed.includes(next ?? ''))).toBeNull();
});

/*
 * package.json marks the project's modules free of import side effects (stylesheets apart), so
 * webpack drops a module none of whose exports is used. A module of ours imported for its effect
 * alone would silently vanish from the build.
 */
it('imports no module of the project for its effects alone, stylesheets apart', () => {
  const sources = [
    ...projectModules,
    path.join(root, 'middleware.ts'),
    path.join(root, 'instrumentation.ts'),
  ];
  const bare = sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\s*import\s+'([^']+)';?/gm)]
      .map((match) => match[1])
      .filter((specifier) => resolve(file, specifier) !== null && !specifier.endsWith('.css'))
      .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
  );
  expect(bare).toEqual([]);
  expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).sideEffects).toEqual([
    '*.css',
  ]);
});
