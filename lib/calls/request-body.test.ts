import { dropBody, dropRest, readUpTo } from './request-body';

/**
 * A body sent in `pieces`, those from `heldFrom` on only once `release` is called; records whether
 * it was cancelled.
 */
function body(pieces: Uint8Array[], heldFrom = Infinity) {
  let cancelled = false;
  let ended = false;
  let index = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index >= heldFrom) await released;
      const piece = pieces[index++];
      if (piece) controller.enqueue(piece);
      else {
        ended = true;
        controller.close();
      }
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    stream,
    release,
    sent: () => index,
    cancelled: () => cancelled,
    ended: () => ended,
  };
}

const bytes = (length: number, fill = 7) => new Uint8Array(length).fill(fill);

/** Lets the dropping loop, which runs in the background, take what it was sent. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

it('reads a body within the cap whole', async () => {
  const sent = body([bytes(3, 1), bytes(2, 2)]);
  expect(Array.from((await readUpTo(sent.stream, 5))!)).toEqual([1, 1, 1, 2, 2]);
  expect(sent.cancelled()).toBe(false);
});

it('answers null for a body past the cap once the rest it is sent has been read and dropped', async () => {
  const sent = body([bytes(4), bytes(4), bytes(4), bytes(4)], 2);
  let answered = false;
  const reading = readUpTo(sent.stream, 6).finally(() => (answered = true));
  for (let turn = 0; turn < 5; turn += 1) await settle();
  // Past the cap with more to come: no answer yet, so the sender is not cut off mid-body.
  expect([sent.sent(), answered]).toEqual([2, false]);
  sent.release();
  expect(await reading).toBeNull();
  expect(sent.ended()).toBe(true);
  expect(sent.cancelled()).toBe(false);
});

it('cuts a refused body that goes on past the bytes it may drop', async () => {
  const sent = body(Array.from({ length: 100 }, () => bytes(10)));
  await dropRest(sent.stream.getReader(), { bytes: 50, ms: 60_000 });
  expect(sent.cancelled()).toBe(true);
  expect(sent.sent()).toBeLessThan(10);
});

it('cuts a refused body that stops sending once the time to drop it is out', async () => {
  let cancelled = () => {};
  const cut = new Promise<void>((resolve) => (cancelled = resolve));
  const stalled = new ReadableStream<Uint8Array>({
    pull: () => new Promise(() => {}),
    cancel: cancelled,
  });
  dropRest(stalled.getReader(), { bytes: 50, ms: 5 });
  await cut;
});

it('rejects with the error of a body that breaks off', async () => {
  const broken = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes(2));
    },
    pull(controller) {
      controller.error(new Error('socket hang up'));
    },
  });
  await expect(readUpTo(broken, 10)).rejects.toThrow('socket hang up');
});

it('leaves a body alone that is already being read, and takes no body at all', async () => {
  const sent = body([bytes(1)]);
  const reader = sent.stream.getReader();
  await dropBody(sent.stream);
  await dropBody(null);
  expect(await reader.read()).toEqual({ done: false, value: bytes(1) });
});
