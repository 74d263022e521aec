import { loadOnce } from '../browser/load-once';

/**
 * The BFF client in a chunk of its own, for a form whose page should not carry it (and the
 * route table it reads) in its first load: preload it when the form is first focused, await it
 * when the form is sent. A chunk that fails to arrive rejects, as a network failure would.
 */
export const loadBff = loadOnce(() => import('./browser-client').then((module) => module.bff));
