/*
 * Server actions are posts to a page that Next decodes itself; a body it cannot decode (not JSON,
 * not an array, nested thousands deep, megabytes long, or of a type our actions never send)
 * makes it answer 500. Middleware refuses those first, with the 4xx the fault deserves. Our
 * actions (lib/accounts/actions.ts) take one plain object, which React sends as a JSON array in a
 * text/plain body; form posts without JavaScript are form-encoded.
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

/** Why a server action's body must not reach Next, or null when it may. */
export async function refuseActionBody(request: Request): Promise<BodyRefusal | null> {
  const tooLong = lengthRefusal(request.headers);
  if (tooLong) return tooLong;
  if (mediaType(request.headers) !== 'text/plain') {
    return { status: 415, message: 'Unsupported content type' };
  }
  const text = await request.clone().text();
  if (text.length > ACTION_BODY_LIMIT) return { status: 413, message: 'The request is too large' };
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return { status: 400, message: 'Malformed request' };
  }
  if (!Array.isArray(args) || depthOf(args, MAX_DEPTH) > MAX_DEPTH) {
    return { status: 400, message: 'Malformed request' };
  }
  return null;
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
