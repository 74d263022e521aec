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

/** The chain of imports from `file` to zod, or null when there is none. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  // A server action module reaches the browser as references to its actions, not as code.
  if (seen.size > 1 && /^['"]use server['"]/.test(source.trimStart())) return null;
  for (const specifier of valueImports(source)) {
    if (ZOD.has(specifier)) return [specifier];
    const next = resolve(file, specifier);
    if (!next) continue;
    const rest = pathToZod(next, seen);
    if (rest) return [path.relative(root, next), ...rest];
  }
  return null;
}

const clientModules = ['app', 'components', 'lib']
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8').trimStart()));

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
