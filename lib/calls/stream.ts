/*
 * Calls whose bytes stream (docs/architecture.md, "Streaming"): an answer that is a file, or a
 * request whose body is one. Every transport carries them the same way, whatever the call: the
 * embedded one hands the stream over in process, the HTTP one pipes it through the API tier.
 */

/** What a streamed answer's request says beyond the call's input: a byte range, or headers only. */
export type StreamRequest = {
  /** The Range header, e.g. `bytes=0-1023`; null for the whole file. */
  range: string | null;
  /** The If-Range header: the range applies only while the file still has this ETag. */
  ifRange: string | null;
  /** HEAD: headers only. */
  head: boolean;
};

/** The whole file, as a route asks for it when its browser asked for no range. */
export const WHOLE_FILE: StreamRequest = { range: null, ifRange: null, head: false };

/** A streamed answer: 200 or 206 with bytes, or a refusal with a short text. */
export type StreamAnswer = {
  status: number;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array> | null;
};

/** A request body that streams to the service as it arrives (never buffered). */
export type StreamBody = {
  stream: ReadableStream<Uint8Array> | null;
  /** The Content-Length the browser declared, when it did. */
  declaredBytes: number | null;
};

/** The headers of a streamed file that pass on to the browser from the API tier. */
export const STREAM_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
  'retry-after',
];

/**
 * The headers of a Server-Sent Events answer (a room's live events, docs/viva-rooms.md), set by
 * the backend's service and again by the browser's route, since the API tier passes on only
 * those that describe a file's bytes.
 */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // nginx and its kind pass each event on as it comes, not when a buffer fills.
  'x-accel-buffering': 'no',
} as const;

/** A refusal as a stream answers it: a short text, never cached (no body for HEAD). */
export function streamRefusal(status: number, message: string, head = false): StreamAnswer {
  return {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: head ? null : (new Response(message).body as ReadableStream<Uint8Array>),
  };
}

/** 404, as for a file that is not there, whoever asks for whatever. */
export const streamNotFound = (head = false) => streamRefusal(404, 'Not found', head);

type ByteRange = { start: number; end: number };

/**
 * The one byte range a Range header asks for (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or the last
 * n bytes `bytes=-n`. Null when the header is absent, malformed or asks for several ranges (the
 * whole file is then sent, as the RFC allows); 'unsatisfiable' when it starts past the end.
 */
export function parseRange(
  header: string | null,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

/**
 * A file's answer to a request (RFC 9110 §14): 416 when its range starts past the end, 206 with
 * the part the range names, or 200 with the whole file; headers only for HEAD and for an empty
 * part. `headers` describe the file (type, caching, ETag); `read` gives its bytes from `start` to
 * `end` inclusive and is asked only when a body is sent.
 */
export function fileAnswer(
  size: number,
  range: ByteRange | 'unsatisfiable' | null,
  head: boolean,
  headers: Record<string, string>,
  read: (start: number, end: number) => ReadableStream<Uint8Array>,
): StreamAnswer {
  const fileHeaders = { ...headers, 'accept-ranges': 'bytes' };
  if (range === 'unsatisfiable') {
    return {
      status: 416,
      headers: { ...fileHeaders, 'content-range': `bytes */${size}`, 'content-length': '0' },
      body: null,
    };
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  return {
    status: range ? 206 : 200,
    headers: {
      ...fileHeaders,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
      'content-length': String(length),
    },
    body: head || length === 0 ? null : read(start, end),
  };
}

/** A file held in memory, answered as `fileAnswer` answers (the part its Range names). */
export function bytesAnswer(
  bytes: Uint8Array,
  request: Pick<StreamRequest, 'range' | 'head'>,
  headers: Record<string, string>,
): StreamAnswer {
  const size = bytes.byteLength;
  return fileAnswer(
    size,
    parseRange(request.range, size),
    request.head,
    headers,
    (start, end) =>
      new Response(bytes.subarray(start, end + 1) as BodyInit).body as ReadableStream<Uint8Array>,
  );
}

/**
 * The values a path template (`media/{name}`) takes from an input, and the query of the rest:
 * how both transports and the API server spell a streamed call's address.
 */
export function addressOf(template: string, input: Record<string, unknown>): string {
  const used = new Set<string>();
  const path = template.replace(/\{(\w+)\}/g, (_, field: string) => {
    used.add(field);
    return encodeURIComponent(String(input[field] ?? ''));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (!used.has(key) && value !== undefined && value !== null) query.set(key, String(value));
  }
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

/** The input an address carries for a path template, or null when the path is not the template's. */
export function inputOfAddress(
  template: string,
  path: string,
  query: URLSearchParams,
): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split('/')
    .map((part) => {
      const field = /^\{(\w+)\}$/.exec(part);
      if (!field) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(field[1]!);
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${pattern}$`).exec(path.replace(/^\/+|\/+$/g, ''));
  if (!match) return null;
  const input: Record<string, string> = Object.fromEntries(query);
  try {
    names.forEach((name, index) => (input[name] = decodeURIComponent(match[index + 1]!)));
  } catch {
    return null;
  }
  return input;
}
