import type { HlsLessonStream } from '@/lib/lessons/stream-types';

import { renewalDelayMs, StreamTokens, type StreamRenewal } from './stream-tokens';

const MINUTE = 60_000;

const streamWith = (token: string, expiresInSeconds = 3600): HlsLessonStream => ({
  kind: 'hls',
  master: `/api/lessons/7/stream/master.m3u8?token=${token}`,
  expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
  expiresInSeconds,
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the renewal's promise chain settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('when a token is renewed', () => {
  it('is five minutes before an hour-long token ends, halfway through a short one', () => {
    expect(renewalDelayMs(3600)).toBe(55 * MINUTE);
    expect(renewalDelayMs(70)).toBe(35_000);
    expect(renewalDelayMs(0.5)).toBe(1000);
  });

  it('asks for a fresh token with the one in use, then uses the fresh one', async () => {
    const renew = jest.fn<Promise<StreamRenewal>, [string]>(async () => ({
      kind: 'renewed',
      stream: streamWith('second'),
    }));
    const tokens = new StreamTokens({
      stream: streamWith('first'),
      videoId: 7,
      renew,
      onLoss: jest.fn(),
    });

    jest.advanceTimersByTime(55 * MINUTE - 1);
    expect(renew).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledWith('first');
    await settle();
    expect(tokens.token).toBe('second');
    expect(tokens.master).toBe('/api/lessons/7/stream/master.m3u8?token=second');

    // The next renewal is scheduled from the fresh token's own life.
    jest.advanceTimersByTime(55 * MINUTE);
    expect(renew).toHaveBeenLastCalledWith('second');
    tokens.stop();
  });

  it('tries again after a network failure and keeps the token meanwhile', async () => {
    const renew = jest
      .fn<Promise<StreamRenewal>, [string]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ kind: 'renewed', stream: streamWith('second') });
    const tokens = new StreamTokens({
      stream: streamWith('first'),
      videoId: 7,
      renew,
      onLoss: jest.fn(),
    });
    jest.advanceTimersByTime(55 * MINUTE);
    await settle();
    expect(tokens.token).toBe('first');
    jest.advanceTimersByTime(15_000);
    await settle();
    expect(renew).toHaveBeenCalledTimes(2);
    expect(tokens.token).toBe('second');
    tokens.stop();
  });

  it('stops and says why when the student may no longer watch', async () => {
    const renew = jest.fn(async (): Promise<StreamRenewal> => ({ kind: 'subscribe' }));
    const onLoss = jest.fn();
    new StreamTokens({ stream: streamWith('first'), videoId: 7, renew, onLoss });
    jest.advanceTimersByTime(55 * MINUTE);
    await settle();
    expect(onLoss).toHaveBeenCalledWith({ kind: 'subscribe' });
    jest.advanceTimersByTime(120 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});

describe('a request', () => {
  it('carries the current token on the stream’s addresses only', () => {
    const tokens = new StreamTokens({
      stream: streamWith('first'),
      videoId: 7,
      renew: jest.fn(),
      onLoss: jest.fn(),
    });
    const origin = window.location.origin;
    expect(tokens.address(`${origin}/api/lessons/7/stream/720p-00003.m4s?token=old`)).toBe(
      `${origin}/api/lessons/7/stream/720p-00003.m4s?token=first`,
    );
    expect(tokens.address(`${origin}/api/lessons/7/stream/key?token=old`)).toBe(
      `${origin}/api/lessons/7/stream/key?token=first`,
    );
    // Another lesson's addresses and other sites are left as they are.
    expect(tokens.address(`${origin}/api/lessons/8/stream/key?token=old`)).toBe(
      `${origin}/api/lessons/8/stream/key?token=old`,
    );
    expect(tokens.address('https://cdn.example/api/lessons/7/stream/key?token=old')).toBe(
      'https://cdn.example/api/lessons/7/stream/key?token=old',
    );
    tokens.stop();
  });

  it('waits for a fresh token when the one in use has ended (a device woken from sleep)', async () => {
    let now = 1_000_000;
    let answer: (renewal: StreamRenewal) => void = () => {};
    const renew = jest.fn(() => new Promise<StreamRenewal>((resolve) => (answer = resolve)));
    const tokens = new StreamTokens({
      stream: streamWith('first'),
      videoId: 7,
      renew,
      onLoss: jest.fn(),
      now: () => now,
    });
    await expect(tokens.fresh()).resolves.toBeUndefined();
    expect(renew).not.toHaveBeenCalled();

    // The timer never ran (the device slept); the clock says the token has ended.
    now += 3600 * 1000;
    let ready = false;
    const first = tokens.fresh().then(() => (ready = true));
    const second = tokens.fresh();
    await settle();
    expect(ready).toBe(false);
    expect(renew).toHaveBeenCalledTimes(1);
    answer({ kind: 'renewed', stream: streamWith('second') });
    await Promise.all([first, second]);
    expect(tokens.token).toBe('second');
    tokens.stop();
  });
});
