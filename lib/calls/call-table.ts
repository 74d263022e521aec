import type { CallDefinition, CallTable, HttpMethod, StreamDefinition } from './define-call';
import { inputOfAddress } from './stream';

/*
 * Finding a call in a table by its address, for the entrances that are given a path (the BFFs,
 * the HTTP API server). The table is their caller's: the platform's of every domain
 * (lib/platform/calls.ts), or a test's.
 */

const clean = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** The call answering an envelope at a path as the browser or the wire spells it. */
export function findCall(
  table: CallTable,
  path: string,
  method: HttpMethod,
): { name: string; call: CallDefinition } | undefined {
  const wanted = clean(path);
  for (const [name, call] of Object.entries(table)) {
    if (call.answer === 'envelope' && !call.streamsBody) {
      if (call.path === wanted && call.method === method) return { name, call };
    }
  }
  return undefined;
}

/** Whether some call answering an envelope lives at this path, with whatever method. */
export function hasPath(table: CallTable, path: string): boolean {
  const wanted = clean(path);
  return Object.values(table).some(
    (call) => call.answer === 'envelope' && !call.streamsBody && call.path === wanted,
  );
}

/**
 * The call whose bytes stream at an address (its answer, or its request's body), with the input
 * the address carries. A streamed answer is read with GET or HEAD.
 */
export function findStreamingCall(
  table: CallTable,
  path: string,
  method: string,
  query: URLSearchParams,
):
  | { name: string; kind: 'stream'; call: StreamDefinition; input: Record<string, string> }
  | { name: string; kind: 'receive'; call: CallDefinition; input: Record<string, string> }
  | undefined {
  for (const [name, call] of Object.entries(table)) {
    const streams = call.answer === 'stream';
    if (!streams && !call.streamsBody) continue;
    if (streams ? method !== 'GET' && method !== 'HEAD' : method !== call.method) continue;
    const input = inputOfAddress(call.path, path, query);
    if (!input) continue;
    return call.answer === 'stream'
      ? { name, kind: 'stream', call, input }
      : { name, kind: 'receive', call, input };
  }
  return undefined;
}
