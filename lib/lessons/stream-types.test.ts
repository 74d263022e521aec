import { TOKEN_PARAMETER } from '@/lib/media/hls-playlists';

import {
  isLessonStream,
  lessonStreamOf,
  lessonStreamPrefix,
  STREAM_TOKEN_PARAMETER,
  streamTokenOf,
} from './stream-types';

const stream = {
  kind: 'hls',
  master: '/api/lessons/7/stream/master.m3u8?token=v1.abc.def',
  expiresAt: '2030-01-01T10:00:00.000Z',
  expiresInSeconds: 3600,
};

it('names the token as the package playlists carry it', () => {
  expect(STREAM_TOKEN_PARAMETER).toBe(TOKEN_PARAMETER);
  expect(lessonStreamPrefix(7)).toBe('/api/lessons/7/stream/');
  expect(streamTokenOf(stream.master)).toBe('v1.abc.def');
  expect(streamTokenOf('/api/lessons/7/stream/master.m3u8')).toBeNull();
});

it("accepts a stream at the lesson's own address on this site", () => {
  expect(isLessonStream(stream, 7)).toBe(true);
  expect(lessonStreamOf({ videoId: 7, stream })).toEqual(stream);
});

it.each([
  ['another lesson', { ...stream }, 8],
  ['another site', { ...stream, master: `https://elsewhere.test${stream.master}` }, 7],
  ['a protocol-relative address', { ...stream, master: `//elsewhere.test${stream.master}` }, 7],
  [
    'a path below the prefix',
    { ...stream, master: '/api/lessons/7/stream/x/master.m3u8?token=t' },
    7,
  ],
  ['no token', { ...stream, master: '/api/lessons/7/stream/master.m3u8' }, 7],
  ['not a playlist', { ...stream, master: '/api/lessons/7/stream/key?token=t' }, 7],
  ['no time left', { ...stream, expiresInSeconds: 0 }, 7],
  ['an unreadable expiry', { ...stream, expiresAt: 'soon' }, 7],
  ['another kind', { ...stream, kind: 'dash' }, 7],
  ['nothing', null, 7],
])('refuses %s', (_name, value, videoId) => {
  expect(isLessonStream(value, videoId)).toBe(false);
  expect(lessonStreamOf({ videoId, stream: value })).toBeNull();
});

it('finds no stream in an answer without one', () => {
  expect(lessonStreamOf({ videoId: 7 })).toBeNull();
});
