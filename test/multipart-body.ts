/*
 * A multipart body as a browser's upload reaches the server: the form's encoded bytes, arriving
 * in chunks on a stream, for a web `Request` built in a test.
 *
 * Not `new Response(form).body` nor `body: form`: on Node 24 (undici 7.20 and later) a FormData
 * body's parts are written into its stream by a promise nothing awaits, so a reader that stops
 * early — as the BFF does at its body cap — leaves that promise enqueueing into a cancelled stream,
 * an unhandled rejection that fails the test (nodejs/undici#5835). A request that arrives over
 * HTTP is read off the socket instead and never takes that path.
 */

const CHUNK_BYTES = 64 * 1024;

export async function multipartBody(
  form: FormData,
): Promise<{ contentType: string; body: ReadableStream<Uint8Array> }> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(offset, offset + CHUNK_BYTES));
      offset += CHUNK_BYTES;
    },
  });
  return { contentType, body };
}
