import * as accountActions from '@/lib/accounts/actions';

import { bff } from './browser-client';
import { CALL_ACCESS } from './endpoint';
import { endpoints } from './endpoints';
import { callNames, calls } from './index';
import { services } from './services';

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

  it('is reachable from the browser, through the BFF or a server action', () => {
    if (call.via === 'bff') {
      expect(typeof bff[name as keyof typeof bff]).toBe('function');
    } else {
      expect(call.action).toBeDefined();
      expect(typeof accountActions[call.action as keyof typeof accountActions]).toBe('function');
    }
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
