import { loadOnce } from '../browser/load-once';
import type { BffClient, EndpointsOf } from './browser-client';
import type { CallTable } from './define-call';

/**
 * A domain's BFF client in a chunk of its own, for a form whose page should not carry it (and the
 * endpoints it reads) in its first load: preload it when the form is first focused, await it when
 * the form is sent. A chunk that fails to arrive rejects, as a network failure would.
 */
export const lazyBffFor = <C extends CallTable>(
  loadEndpoints: () => Promise<EndpointsOf<BffClient<C>>>,
) =>
  loadOnce(async () => {
    const [{ bffFor }, endpoints] = await Promise.all([
      import('./browser-client'),
      loadEndpoints(),
    ]);
    return bffFor<C>(endpoints);
  });
