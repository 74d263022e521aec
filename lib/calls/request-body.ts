/*
 * Reading a request's body up to a cap, and letting go of one the server will not use. Cancelling
 * a body at once resets the connection under the answer: the browser, still sending, gets a broken
 * pipe instead of the refusal (docs/architecture.md, "Refusing a body"). So what is left of a
 * refused body is read and dropped, never held, for a bounded time and amount, and only then
 * cancelled, as web servers linger before they close.
 */

/** How much of a refused body is still read and dropped, and for how long, before it is cut. */
export const DROP_LIMITS = { bytes: 32 * 1024 * 1024, ms: 5_000 };

/**
 * Reads the rest of a body and drops it until it ends or passes `limits`, then cancels it; done
 * when either happened. Never rejects: a body that breaks while dropped has nothing more to give.
 */
export async function dropRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limits: { bytes: number; ms: number } = DROP_LIMITS,
): Promise<void> {
  const cut = () => reader.cancel().catch(() => {});
  const timer = setTimeout(cut, limits.ms);
  // A refused upload still dropping does not keep a process (or a test run) alive.
  timer.unref?.();
  let dropped = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
      if (dropped > limits.bytes) return void (await cut());
    }
  } catch {
    // The connection broke, or the time ran out and the body was cut.
  } finally {
    clearTimeout(timer);
  }
}

/** Lets go of a body nothing has started reading (dropRest); a body already taken is its reader's. */
export async function dropBody(
  stream: ReadableStream<Uint8Array> | null | undefined,
): Promise<void> {
  if (stream && !stream.locked) await dropRest(stream.getReader());
}

/**
 * The body's bytes, or null when they pass `max`, once the rest has been dropped (dropRest): the
 * refusal then reaches a client that sends everything before it reads, even on a connection the
 * server closes after its answer. A body that breaks off rejects with its error.
 */
export async function readUpTo(
  stream: ReadableStream<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await dropRest(reader);
        return null;
      }
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
  return joinChunks(chunks);
}

/** Chunks read from a body, as one array of their bytes. */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(
    new ArrayBuffer(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)),
  );
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
