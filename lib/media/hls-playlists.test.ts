import {
  isPackageFileName,
  packageFileCaching,
  packageFileType,
  parseMediaPlaylist,
  playlistForPlayback,
  UnsafePlaylistError,
  writeMasterPlaylist,
  writeMediaPlaylist,
  writeSubtitlesPlaylist,
} from './hls-playlists';

/** What ffmpeg 4.1 and 5.1 write for one rendition with fMP4 segments. */
const FFMPEG_PLAYLIST = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:4
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MAP:URI="360p-init.mp4"
#EXTINF:4.000000,
360p-00000.m4s
#EXTINF:4.000000,
360p-00001.m4s
#EXTINF:2.533333,
360p-00002.m4s
#EXT-X-ENDLIST
`;

const TOKEN = 'v1.eyJzIjo0Mn0.c2lnbmF0dXJl-_';

it('reads the segments ffmpeg wrote and stores them under the lesson key, after the init section', () => {
  const parsed = parseMediaPlaylist(FFMPEG_PLAYLIST);
  expect(parsed).toEqual({
    targetDurationSeconds: 4,
    mediaSequence: 0,
    initUri: '360p-init.mp4',
    segments: [
      { uri: '360p-00000.m4s', durationSeconds: 4 },
      { uri: '360p-00001.m4s', durationSeconds: 4 },
      { uri: '360p-00002.m4s', durationSeconds: 2.533333 },
    ],
  });
  const stored = writeMediaPlaylist(parsed, true);
  expect(stored).toBe(`#EXTM3U
#EXT-X-VERSION:7
#EXT-X-TARGETDURATION:4
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MAP:URI="360p-init.mp4"
#EXT-X-KEY:METHOD=AES-128,URI="key"
#EXTINF:4.000,
360p-00000.m4s
#EXTINF:4.000,
360p-00001.m4s
#EXTINF:2.533,
360p-00002.m4s
#EXT-X-ENDLIST
`);
  expect(parseMediaPlaylist(stored)).toEqual({
    ...parsed,
    segments: parsed.segments.map((s) => ({
      ...s,
      durationSeconds: Number(s.durationSeconds.toFixed(3)),
    })),
  });
});

it('gives a student the playlist with their token on every address, still relative', () => {
  const stored = writeMediaPlaylist(parseMediaPlaylist(FFMPEG_PLAYLIST), true);
  const served = playlistForPlayback(stored, TOKEN);
  const query = `?token=${encodeURIComponent(TOKEN)}`;
  expect(served).toContain(`#EXT-X-MAP:URI="360p-init.mp4${query}"`);
  expect(served).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="key${query}"`);
  expect(served).toContain(`\n360p-00002.m4s${query}\n`);
  expect(served.split('\n').filter((line) => line.includes('token='))).toHaveLength(5);

  const master = writeMasterPlaylist(
    [
      {
        uri: '540p.m3u8',
        bandwidth: 1_200_000,
        averageBandwidth: 900_000,
        width: 960,
        height: 540,
        frameRate: 25,
        codecs: 'avc1.64001f,mp4a.40.2',
      },
      {
        uri: '360p.m3u8',
        bandwidth: 600_000,
        averageBandwidth: 450_000,
        width: 640,
        height: 360,
        frameRate: 25,
        codecs: 'avc1.64001e,mp4a.40.2',
      },
    ],
    { uri: 'captions.m3u8', language: 'en', name: 'English' },
  );
  expect(master).toBe(`#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="captions",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="captions.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=600000,AVERAGE-BANDWIDTH=450000,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2",FRAME-RATE=25.000,SUBTITLES="captions"
360p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=1200000,AVERAGE-BANDWIDTH=900000,RESOLUTION=960x540,CODECS="avc1.64001f,mp4a.40.2",FRAME-RATE=25.000,SUBTITLES="captions"
540p.m3u8
`);
  const servedMaster = playlistForPlayback(master, TOKEN);
  expect(servedMaster).toContain(`URI="captions.m3u8${query}"`);
  expect(servedMaster).toContain(`\n360p.m3u8${query}\n`);
  expect(servedMaster).toContain(`\n540p.m3u8${query}\n`);
  // Attribute values that are not addresses stay as they were.
  expect(servedMaster).toContain('CODECS="avc1.64001e,mp4a.40.2"');

  const subtitles = playlistForPlayback(writeSubtitlesPlaylist('captions.vtt', 30.01), TOKEN);
  expect(subtitles).toContain('#EXT-X-TARGETDURATION:31');
  expect(subtitles).toContain(`#EXTINF:30.010,\ncaptions.vtt${query}\n`);
});

it('refuses to hand out a playlist that names anything but a file of its package', () => {
  const stored = writeMediaPlaylist(parseMediaPlaylist(FFMPEG_PLAYLIST), true);
  for (const [from, to] of [
    ['360p-00001.m4s', '../other-lesson/360p-00001.m4s'],
    ['360p-00001.m4s', '/etc/passwd'],
    ['360p-00001.m4s', 'https://elsewhere.example/360p-00001.m4s'],
    ['360p-00001.m4s', 'a/b.m4s'],
    ['360p-00001.m4s', '..'],
    ['360p-00001.m4s', '360p-00001.m4s?token=stolen'],
    ['360p-00001.m4s', '%2e%2e%2fkey'],
    ['URI="key"', 'URI="https://evil.example/key"'],
    ['URI="360p-init.mp4"', 'URI="../360p-init.mp4"'],
    ['URI="360p-init.mp4"', 'URI="data:video/mp4;base64,AAAA"'],
  ]) {
    expect(() => playlistForPlayback(stored.replace(from, to), TOKEN)).toThrow(UnsafePlaylistError);
  }
  expect(() => playlistForPlayback('<html>', TOKEN)).toThrow('Not an HLS playlist.');
});

it('serves only names a package holds, each with its type and how long it may be kept', () => {
  expect(isPackageFileName('720p-00012.m4s')).toBe(true);
  for (const name of [
    '',
    '.',
    '..',
    '../key',
    'a/b',
    'a\\b',
    '.hidden',
    'a..m4s',
    'x'.repeat(102),
  ]) {
    expect(isPackageFileName(name)).toBe(false);
    expect(packageFileType(name)).toBeNull();
  }
  expect(packageFileType('master.m3u8')).toBe('application/vnd.apple.mpegurl');
  expect(packageFileType('720p-00012.m4s')).toBe('video/iso.segment');
  expect(packageFileType('720p-init.mp4')).toBe('video/mp4');
  expect(packageFileType('captions.vtt')).toBe('text/vtt; charset=utf-8');
  expect(packageFileType('key')).toBe('application/octet-stream');
  // The package's own description is not media: never served.
  expect(packageFileType('manifest.json')).toBeNull();
  expect(packageFileCaching('720p-00012.m4s')).toBe('private, max-age=31536000, immutable');
  expect(packageFileCaching('720p-init.mp4')).toBe('private, max-age=31536000, immutable');
  expect(packageFileCaching('720p.m3u8')).toBe('private, no-store');
  expect(packageFileCaching('key')).toBe('private, no-store');
});
