/*
 * Server actions are posts to a page that Next decodes itself; a body it cannot decode (not JSON,
 * not an array, nested thousands deep, megabytes long, or of a type our actions never send)
 * makes it answer 500. Middleware refuses those first, with the 4xx the fault deserves. Our
 * actions (lib/accounts/actions.ts) take one plain object, which React sends as a JSON array in a
 * text/plain body; a form's action (useActionState) goes as multipart, its arguments as JSON in
 * the numbered fields and the form's own fields beside them; form posts without JavaScript are
 * form-encoded.
 */

/** The largest action or form body read: a few form fields, many times over. */
const ACTION_BODY_LIMIT = 64 * 1024;
/** React's reply for one plain object is two or three levels deep; anything deeper is not ours. */
const MAX_DEPTH = 32;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export type BodyRefusal = { status: 400 | 411 | 413 | 415; message: string };

const mediaType = (headers: Headers) =>
  (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The declared length is checked before anything is read; a body of unknown length is not. */
function lengthRefusal(headers: Headers): BodyRefusal | null {
  const declared = headers.get('content-length');
  if (declared === null) {
    return headers.has('transfer-encoding')
      ? { status: 411, message: 'A length is required' }
      : null;
  }
  if (!/^\d{1,12}$/.test(declared)) return { status: 400, message: 'Malformed request' };
  return Number(declared) > ACTION_BODY_LIMIT
    ? { status: 413, message: 'The request is too large' }
    : null;
}

function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    if (item && typeof item === 'object') {
      for (const child of Object.values(item)) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

const MALFORMED: BodyRefusal = { status: 400, message: 'Malformed request' };

/** A JSON part of React's reply: parsed, and not deeper than any of ours. */
function parsesShallow(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return depthOf(value, MAX_DEPTH) > MAX_DEPTH ? undefined : value;
}

/**
 * A form action's multipart reply: its root (field "0") an array of arguments, every numbered
 * field JSON, and no files (no action takes one; uploads go to the API's upload calls).
 */
async function refuseMultipartReply(request: Request): Promise<BodyRefusal | null> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return MALFORMED;
  }
  if (!Array.isArray(parsesShallow(String(form.get('0') ?? '')))) return MALFORMED;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') return { status: 415, message: 'Unsupported content type' };
    if (/^\d+$/.test(key) && parsesShallow(value) === undefined) return MALFORMED;
  }
  return null;
}

/** Why a server action's body must not reach Next, or null when it may. */
export async function refuseActionBody(request: Request): Promise<BodyRefusal | null> {
  const tooLong = lengthRefusal(request.headers);
  if (tooLong) return tooLong;
  const type = mediaType(request.headers);
  if (type === 'multipart/form-data') return refuseMultipartReply(request);
  if (type !== 'text/plain') return { status: 415, message: 'Unsupported content type' };
  const text = await request.clone().text();
  if (text.length > ACTION_BODY_LIMIT) return { status: 413, message: 'The request is too large' };
  const args = parsesShallow(text);
  return Array.isArray(args) ? null : MALFORMED;
}

/** Why a form post to a page (no Next-Action) must not reach Next, or null when it may. */
export function refuseFormPost(request: Request): BodyRefusal | null {
  const tooLong = lengthRefusal(request.headers);
  if (tooLong) return tooLong;
  const type = mediaType(request.headers);
  return type && !FORM_TYPES.includes(type)
    ? { status: 415, message: 'Unsupported content type' }
    : null;
}
