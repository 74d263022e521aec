/*
 * Server actions are posts to a page that Next decodes itself; a body it cannot decode (not JSON,
 * not an array, nested thousands deep, megabytes long, of a type our actions never send, or
 * holding React's references) makes it answer 500. Middleware refuses those first, with the 4xx
 * the fault deserves. Our actions (lib/accounts/actions.ts, lib/platform/console-actions.ts) take one
 * plain object, which React sends as a JSON array in a text/plain body; a form's action
 * (useActionState) goes as multipart, its arguments as JSON in the numbered fields and the form's
 * own fields beside them; form posts without JavaScript are form-encoded, or multipart with the
 * action's arguments as JSON in `$ACTION_<n>:<k>` fields.
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

/*
 * React's reply decoder (decodeReply, parseModelString) reads every string that starts with "$"
 * as a reference: to another part of the body ("$1", "$Q5" a Map, "$@1" a promise), a server
 * function ("$h1"), a temporary reference ("$T"), a stream, a typed array or a file. None of our
 * actions takes one, and a reference to nothing makes Next answer 500. React's own encoder writes
 * a text that starts with "$" as "$$…", and only these other "$" values for a plain object's
 * fields: undefined, NaN and the infinities (a number field left empty). A form action's reply
 * adds "$K<n>", the form's own fields, which only a multipart body can hold.
 */
const PLAIN_VALUE = /^\$(?:\$|undefined$|NaN$|-?Infinity$|-0$)/;
const FORM_FIELDS = /^\$K[0-9a-f]+$/;

/** Whether a decoded JSON part holds a "$" string React's encoder never writes for plain values. */
function holdsReference(value: unknown, formFields: boolean): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (
        item.startsWith('$') &&
        !PLAIN_VALUE.test(item) &&
        !(formFields && FORM_FIELDS.test(item))
      )
        return true;
    } else if (item && typeof item === 'object') {
      // Keys are never decoded; only values are.
      stack.push(...Object.values(item));
    }
  }
  return false;
}

/**
 * A JSON part of React's reply: parsed, not deeper than any of ours, and holding plain values
 * only (a form's fields too where `formFields`).
 */
function parsesPlain(text: string, formFields = false): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (depthOf(value, MAX_DEPTH) > MAX_DEPTH) return undefined;
  return holdsReference(value, formFields) ? undefined : value;
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
  if (!Array.isArray(parsesPlain(String(form.get('0') ?? ''), true))) return MALFORMED;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') return { status: 415, message: 'Unsupported content type' };
    if (/^\d+$/.test(key) && parsesPlain(value, true) === undefined) return MALFORMED;
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
  const args = parsesPlain(text);
  return Array.isArray(args) ? null : MALFORMED;
}

/** A form action's arguments as React writes them into a form: `{"id":…,"bound":"$@<n>"}`. */
const BOUND_ARGUMENTS = /^\$@([0-9a-f]+)$/;

/**
 * A form post without JavaScript, multipart: Next hands it to React's decodeAction, which reads
 * the action a `$ACTION_REF_<n>` field names, and its bound arguments, from the `$ACTION_<n>:<k>`
 * fields as a reply: field 0 the action's id and where its arguments are, that field an array,
 * every such field plain JSON. (`$ACTION_ID_<id>` names an action without arguments.)
 */
async function refuseFormActionFields(request: Request): Promise<BodyRefusal | null> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return MALFORMED;
  }
  const fields = new Map<string, string>();
  for (const [key, value] of form.entries()) {
    if (!key.startsWith('$ACTION_')) continue;
    if (typeof value !== 'string') return { status: 415, message: 'Unsupported content type' };
    fields.set(key, value);
  }
  for (const [key, value] of fields) {
    const reference = /^\$ACTION_REF_(.*)$/.exec(key);
    if (reference) {
      const prefix = `$ACTION_${reference[1]}:`;
      let meta: unknown;
      try {
        meta = JSON.parse(fields.get(`${prefix}0`) ?? '');
      } catch {
        return MALFORMED;
      }
      const { id, bound, ...rest } = (meta ?? {}) as Record<string, unknown>;
      const at = typeof bound === 'string' ? BOUND_ARGUMENTS.exec(bound) : null;
      if (typeof id !== 'string' || id.startsWith('$') || !at || Object.keys(rest).length) {
        return MALFORMED;
      }
      const args = fields.get(`${prefix}${parseInt(at[1]!, 16)}`);
      if (args === undefined || !Array.isArray(parsesPlain(args))) return MALFORMED;
    }
    const part = /^\$ACTION_[^:]*:(\d+)$/.exec(key);
    if (part && part[1] !== '0' && parsesPlain(value) === undefined) return MALFORMED;
  }
  return null;
}

/** Why a form post to a page (no Next-Action) must not reach Next, or null when it may. */
export async function refuseFormPost(request: Request): Promise<BodyRefusal | null> {
  const tooLong = lengthRefusal(request.headers);
  if (tooLong) return tooLong;
  const type = mediaType(request.headers);
  if (type && !FORM_TYPES.includes(type))
    return { status: 415, message: 'Unsupported content type' };
  return type === 'multipart/form-data' ? refuseFormActionFields(request) : null;
}
