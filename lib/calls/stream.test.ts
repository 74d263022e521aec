import { bytesAnswer, parseRange } from './stream';

const file = new TextEncoder().encode('0123456789');
const own = { 'content-type': 'text/plain', 'cache-control': 'private, no-store' };
const text = async (body: ReadableStream<Uint8Array> | null) =>
  body === null ? null : new Response(body).text();

describe('a file answered by its range', () => {
  it('sends the whole file without a range, or with one it does not follow', async () => {
    for (const range of [null, 'bytes=1-2,4-5', 'lines=0-1', 'bytes=5-2']) {
      const answer = bytesAnswer(file, { range, head: false }, own);
      expect(answer.status).toBe(200);
      expect(answer.headers).toEqual({
        ...own,
        'accept-ranges': 'bytes',
        'content-length': '10',
      });
      expect(await text(answer.body)).toBe('0123456789');
    }
  });

  it('sends the part a range names, to the end or from the end', async () => {
    const cases = [
      ['bytes=2-4', '234', 'bytes 2-4/10'],
      ['bytes=7-', '789', 'bytes 7-9/10'],
      ['bytes=8-99', '89', 'bytes 8-9/10'],
      ['bytes=-3', '789', 'bytes 7-9/10'],
      ['bytes=-50', '0123456789', 'bytes 0-9/10'],
    ] as const;
    for (const [range, part, contentRange] of cases) {
      const answer = bytesAnswer(file, { range, head: false }, own);
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(contentRange);
      expect(answer.headers['content-length']).toBe(String(part.length));
      expect(await text(answer.body)).toBe(part);
    }
  });

  it('answers 416 with the size for a range past the end, and nothing else', async () => {
    for (const range of ['bytes=10-', 'bytes=2147483648-2147483649', 'bytes=-0']) {
      const answer = bytesAnswer(file, { range, head: false }, own);
      expect(answer).toMatchObject({
        status: 416,
        headers: { 'content-range': 'bytes */10', 'content-length': '0' },
        body: null,
      });
    }
  });

  it('sends headers only for HEAD and for an empty file', async () => {
    const head = bytesAnswer(file, { range: 'bytes=0-3', head: true }, own);
    expect(head).toMatchObject({
      status: 206,
      headers: { 'content-length': '4', 'content-range': 'bytes 0-3/10' },
      body: null,
    });
    const empty = bytesAnswer(new Uint8Array(0), { range: null, head: false }, own);
    expect(empty).toMatchObject({ status: 200, headers: { 'content-length': '0' }, body: null });
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
