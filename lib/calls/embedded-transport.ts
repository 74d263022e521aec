import type { Backend } from './backend';
import { wireToken, type Transport } from './transport';

/**
 * Calls the embedded backend in this process: no socket, and the input the boundary parsed goes
 * to the service as it is; a streamed file or body is handed over as it is too.
 */
export function createEmbeddedTransport(backend: () => Promise<Backend>): Transport {
  return {
    async send(name, _call, input, credentials) {
      return (await backend()).invoke(name, wireToken(credentials), input);
    },
    async stream(name, _call, input, request, credentials) {
      return (await backend()).stream(name, wireToken(credentials), input, request);
    },
    async receive(name, _call, input, body, credentials) {
      return (await backend()).receive(name, wireToken(credentials), input, body);
    },
  };
}
