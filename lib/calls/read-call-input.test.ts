import { Readable } from 'node:stream';

import { calls } from '@/lib/platform/calls';

import {
  BodyRefused,
  bodyMessages,
  readCallInput,
  wireRequestOf,
  type WireRequest,
} from './read-call-input';
import { DROP_LIMITS } from './request-body';

const json = calls.listSessions;
const cap = json.maxBodyBytes;

/** A request as the API server passes it on: its IncomingMessage's body as a web stream. */
function wireRequest(body: Readable | null, fields: Partial<WireRequest> = {}): WireRequest {
  return {
    method: 'POST',
    searchParams: new URLSearchParams(),
    contentType: 'application/json',
    contentLength: null,
    body: body && (Readable.toWeb(body) as ReadableStream<Uint8Array>),
    ...fields,
  };
}

function nodeRequest(chunks: (string | Buffer)[], fields: Partial<WireRequest> = {}) {
  return wireRequest(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), fields);
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
      }),
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

it('refuses a body that streams past the cap, keeping none of it, once the rest is dropped', async () => {
  const piece = Buffer.alloc(Math.ceil(cap / 2), 32);
  const source = Readable.from([piece, piece, piece, piece]);
  expect(await refusal(readCallInput(wireRequest(source), json))).toEqual({
    status: 413,
    message: bodyMessages.tooLarge,
  });
  // Read to its end rather than cut, so the connection is not reset under the answer
  // (lib/calls/request-body.ts).
  expect([source.readableEnded, source.destroyed]).toEqual([true, true]);
});

it('cuts a browser body that goes on past the cap once the dropping limit is reached', async () => {
  const piece = new Uint8Array(Math.ceil(cap / 2)).fill(32);
  let pulled = 0;
  let cancelled = () => {};
  const cut = new Promise<void>((resolve) => (cancelled = resolve));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(piece);
    },
    cancel() {
      cancelled();
    },
  });
  expect(await refusal(readCallInput(webRequest(body), json))).toEqual({
    status: 413,
    message: bodyMessages.tooLarge,
  });
  await cut;
  expect(pulled * piece.byteLength).toBeGreaterThan(DROP_LIMITS.bytes);
  expect(pulled * piece.byteLength).toBeLessThan(DROP_LIMITS.bytes + cap * 4);
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
