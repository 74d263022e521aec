import { callNames } from '@/lib/calls';

import { services } from './services';

// A call without a service answers 501 to every request: each call of the contract has one.
it.each(callNames)('%s has a service', (name) => {
  expect(typeof (services as Record<string, unknown>)[name]).toBe('function');
});
