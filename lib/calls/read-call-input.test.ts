import { Readable } from 'node:stream';

import { calls } from '@/lib/platform/calls';

import {
  BodyRefused,
  bodyMessages,
  readCallInput,
  wireRequestOf,
  type WireRequest,
} from './read-call-input';

const json = calls.listSessions;
const cap = json.maxBodyBytes;

/** A request as the API server passes it on: an IncomingMessage is a Node stream of the body. */
function wireRequest(
  body: AsyncIterable<Uint8Array> | null,
  fields: Partial<WireRequest> = {},
): WireRequest {
  return {
    method: 'POST',
    searchParams: new URLSearchParams(),
    contentType: 'application/json',
    contentLength: null,
    body,
    ...fields,
  };
}

function nodeRequest(chunks: (string | Buffer)[], fields: Partial<WireRequest> = {}) {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return { wire: wireRequest(source, fields), source };
}

/** The BFF's view: a browser's web Request. */
function webRequest(body: BodyInit, headers: Record<string, string> = {}) {
  return wireRequestOf(
    new Request('http://app.local/api/session/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

async function refusal(reading: Promise<unknown>) {
  const error = await reading.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BodyRefused);
  const { status, message } = error as BodyRefused;
  return { status, message };
}

describe.each([
  ['a web Request', (body: string, headers?: Record<string, string>) => webRequest(body, headers)],
  [
    'a Node stream',
    (body: string, headers?: Record<string, string>) =>
      nodeRequest([body], {
        contentType: headers?.['content-type'] ?? 'application/json',
        contentLength: headers?.['content-length'] ?? null,
      }).wire,
  ],
])('from %s', (_source, request) => {
  it('reads a JSON object, and an empty body as no input', async () => {
    expect(await readCallInput(request('{"limit":3,"offset":6}'), json)).toEqual({
      limit: 3,
      offset: 6,
    });
    expect(await readCallInput(request(' '), json)).toEqual({});
  });

  it.each([
    ['text that is not JSON', '{"limit":', { status: 400, message: bodyMessages.unreadable }],
    ['an array', '[1,2]', { status: 400, message: bodyMessages.notAnObject }],
    ['null', 'null', { status: 400, message: bodyMessages.notAnObject }],
  ])('refuses %s', async (_case, body, expected) => {
    expect(await refusal(readCallInput(request(body), json))).toEqual(expected);
  });

  it('refuses any other media type than the call names', async () => {
    expect(
      await refusal(readCallInput(request('limit=3', { 'content-type': 'text/plain' }), json)),
    ).toEqual({ status: 415, message: bodyMessages.wrongType('application/json') });
  });

  it('refuses a declared length over the cap before reading', async () => {
    expect(
      await refusal(readCallInput(request('{}', { 'content-length': String(cap + 1) }), json)),
    ).toEqual({ status: 413, message: bodyMessages.tooLarge });
  });
});

it('refuses a body that streams past the cap without reading the rest', async () => {
  const piece = Buffer.alloc(Math.ceil(cap / 2), 32);
  const { wire, source } = nodeRequest([piece, piece, piece, piece]);
  let pulled = 0;
  source.on('data', () => (pulled += 1));
  expect(await refusal(readCallInput(wire, json))).toEqual({
    status: 413,
    message: bodyMessages.tooLarge,
  });
  expect(pulled).toBeLessThan(4);
  expect(source.destroyed).toBe(true);
});

it('cancels a browser body that streams past the cap', async () => {
  const piece = new Uint8Array(Math.ceil(cap / 2)).fill(32);
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(piece);
    },
    cancel() {
      cancelled = true;
    },
  });
  expect(await refusal(readCallInput(webRequest(body), json))).toEqual({
    status: 413,
    message: bodyMessages.tooLarge,
  });
  expect(cancelled).toBe(true);
  expect(pulled).toBeLessThan(6);
});

it('answers 400 when the body breaks off', async () => {
  const source = new Readable({
    read() {
      this.destroy(new Error('socket hang up'));
    },
  });
  expect(await refusal(readCallInput(wireRequest(source), json))).toEqual({
    status: 400,
    message: bodyMessages.unreadable,
  });
});

it('reads a GET call from its query', async () => {
  const wire = wireRequest(null, {
    method: 'GET',
    searchParams: new URLSearchParams('limit=3&offset=0'),
    contentType: null,
  });
  expect(await readCallInput(wire, json)).toEqual({ limit: '3', offset: '0' });
});
