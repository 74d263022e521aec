import * as accountActions from '@/lib/accounts/actions';
import * as consoleActions from '@/lib/platform/console-actions';

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { bffFor, consoleBffFor } from '../calls/browser-client';
import { CALL_ACCESS, type Endpoint } from '../calls/endpoint';
import { routes as routesTable } from '../routes';
import { callNames, calls, endpoints, services, type Calls } from './calls';
import { consoleSections } from './console-menu';

const bff = bffFor<Calls>(endpoints);
const consoleBff = consoleBffFor<Calls>(endpoints);

/** The product's sources under `folder` whose file name passes `wanted`, as text. */
function sources(folder: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(join(process.cwd(), folder), { withFileTypes: true }).flatMap((entry) => {
    const file = join(folder, entry.name);
    if (entry.isDirectory()) return sources(file, wanted);
    return wanted(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(join(process.cwd(), file), 'utf8')]
      : [];
  });
}
/** The route handlers under app/: where the calls whose bytes stream are made. */
const routes = sources('app', (name) => name === 'route.ts');
/** The screens: where the console's forms make their calls through its one action. */
const screens = sources('components', (name) => name.endsWith('.tsx'));
/** The actions of their own (a sign-in sets a cookie), and the pages and their loaders. */
const ownActions = [
  'lib/accounts/actions.ts',
  'lib/accounts/auth.ts',
  'lib/platform/console-actions.ts',
].map((file) => readFileSync(join(process.cwd(), file), 'utf8'));
const pagesAndLoaders = [
  ...sources('app', (name) => /^(page|layout|route)\.tsx?$/.test(name)),
  ...sources('lib', (name) => name.endsWith('.ts')),
];
/** The console loaders' exported functions, each with its text. */
const consoleLoaders = readFileSync(join(process.cwd(), 'lib/platform/console-loaders.ts'), 'utf8')
  .split('\nexport ')
  .map((chunk) => ({ name: /^(?:async function|const) (\w+)/.exec(chunk)?.[1], chunk }))
  .filter((loader): loader is { name: string; chunk: string } => loader.name !== undefined);
/** The console loaders that make `call`, directly or through another that does. */
function loadersOf(call: string): string[] {
  const direct = consoleLoaders.filter(({ chunk }) => chunk.includes(`'${call}'`));
  const through = consoleLoaders.filter(({ chunk }) =>
    direct.some(({ name }) => chunk.includes(`${name}(`)),
  );
  return [...direct, ...through].map(({ name }) => name);
}
/** Whether a source makes the call `name`: by its name, or through a client's method. */
const makes = (source: string, name: string) =>
  source.includes(`'${name}'`) || source.includes(`api.${name}(`);

/*
 * Derived from the call definitions themselves: a call added to a domain without a service, a
 * way for the browser to reach it or an access rule fails here, naming the call.
 */

describe.each(callNames)('%s', (name) => {
  const call = calls[name];

  it('has a service', () => {
    expect(typeof services[name]).toBe('function');
  });

  it('has an access rule', () => {
    expect(CALL_ACCESS).toContain(call.access);
  });

  it('is reachable as its definition says: the BFF, a server action, or server pages only', () => {
    const actions: Record<string, unknown> = { ...accountActions, ...consoleActions };
    if (call.via === 'bff') {
      expect(typeof bff[name as keyof typeof bff]).toBe('function');
    } else if (call.via === 'console') {
      // An operator's upload, at /console/api where the console's cookie reaches.
      expect(call.access).toBe('operator');
      expect(typeof consoleBff[name as keyof typeof consoleBff]).toBe('function');
      expect(bff).not.toHaveProperty(name);
    } else if (call.via === 'action' && call.action) {
      // An action of its own (its answer sets a cookie), which makes this very call.
      expect(typeof actions[call.action]).toBe('function');
      expect(ownActions.some((source) => makes(source, name))).toBe(true);
    } else if (call.via === 'action') {
      // The console's one action, which serves operators' calls alone; a form makes this call.
      expect(call.access).toBe('operator');
      expect(screens.some((source) => source.includes(`consoleCall('${name}'`))).toBe(true);
    } else if (call.via === 'route') {
      // Bytes that stream, or an operator's step at an address a client library dictates (the
      // resumable upload's, docs/storage.md), through a route handler that makes this very call.
      expect(
        call.answer === 'stream' ||
          ('streamsBody' in call && call.streamsBody) ||
          call.access === 'operator',
      ).toBe(true);
      expect(bff).not.toHaveProperty(name);
      expect(consoleBff).not.toHaveProperty(name);
      expect(routes.some((source) => source.includes(`api.${name}(`))).toBe(true);
    } else {
      // Read by server-rendered pages alone: the browser client has no way to it, a page does.
      expect(bff).not.toHaveProperty(name);
      expect(consoleBff).not.toHaveProperty(name);
      expect(pagesAndLoaders.some((source) => makes(source, name))).toBe(true);
    }
  });

  it('names the roles that may make it exactly when only operators may', () => {
    expect(call.access === 'operator' || call.roles === undefined).toBe(true);
  });

  it('is built on its endpoint, so the browser and the server agree', () => {
    const { path, method, encoding, access, via } = endpoints[name];
    expect({ path, method, encoding, access, via }).toEqual({
      path: call.path,
      method: call.method,
      encoding: call.encoding,
      access: call.access,
      via: call.via,
    });
  });
});

/*
 * A domain whose calls serve both the site and the console keeps the console's endpoints in
 * console-endpoints.ts, which no page of the site loads (lib/calls/browser-imports.test.ts).
 */
const splitDomains = readdirSync(join(process.cwd(), 'lib')).filter((domain) =>
  existsSync(join(process.cwd(), 'lib', domain, 'console-endpoints.ts')),
);

it('finds the domains that serve both the site and the console', () => {
  expect(splitDomains).toEqual(expect.arrayContaining(['accounts', 'lessons', 'live-sessions']));
});

it.each(splitDomains)("%s keeps the console's endpoints apart from the site's", async (domain) => {
  const [site, consoles] = await Promise.all(
    ['endpoints', 'console-endpoints'].map(async (file) => {
      const tables = Object.values(
        (await import(`@/lib/${domain}/${file}`)) as Record<string, Record<string, Endpoint>>,
      );
      expect(tables).toHaveLength(1);
      return Object.entries(tables[0]);
    }),
  );
  expect(site.filter(([, route]) => route.access === 'operator').map(([name]) => name)).toEqual([]);
  expect(consoles.filter(([, route]) => route.access !== 'operator').map(([name]) => name)).toEqual(
    [],
  );
  expect(consoles.length).toBeGreaterThan(0);
});

describe.each(consoleSections.map((section) => [section.route.path, section] as const))(
  'the console menu’s %s',
  (path, { reads }) => {
    it('is shown to the roles that may make the call its page reads', () => {
      const page = join(
        process.cwd(),
        'app/console/(operator)',
        path.slice(routesTable.console.path.length),
        'page.tsx',
      );
      const source = readFileSync(page, 'utf8');
      // Directly, or through the console loader that does (the audit log's, the overview's).
      expect(
        makes(source, reads) || loadersOf(reads).some((loader) => source.includes(`${loader}(`)),
      ).toBe(true);
      expect(calls[reads].via).toBe('page');
    });
  },
);
