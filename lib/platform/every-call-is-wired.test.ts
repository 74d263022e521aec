import * as accountActions from '@/lib/accounts/actions';
import * as consoleActions from '@/lib/platform/console-actions';

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { bffFor, consoleBffFor } from '../calls/browser-client';
import { CALL_ACCESS } from '../calls/endpoint';
import { callNames, calls, endpoints, services, type Calls } from './calls';

const bff = bffFor<Calls>(endpoints);
const consoleBff = consoleBffFor<Calls>(endpoints);

/** The route handlers under app/, as text: where the calls whose bytes stream are made. */
function routeSources(folder = join(process.cwd(), 'app')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = join(folder, entry.name);
    if (entry.isDirectory()) return routeSources(file);
    return entry.name === 'route.ts' ? [readFileSync(file, 'utf8')] : [];
  });
}
const routes = routeSources();

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
    } else if (call.via === 'action') {
      expect(call.action).toBeDefined();
      expect(typeof actions[call.action!]).toBe('function');
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
      // Read by server-rendered pages alone: the browser client has no way to it.
      expect(bff).not.toHaveProperty(name);
      expect(consoleBff).not.toHaveProperty(name);
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
