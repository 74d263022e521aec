import { parseInputDescription, progressSeconds, NotAVideoError } from './media-probe';

/** `ffmpeg -hide_banner -i` of a demo lesson, by ffmpeg 5.1 (Debian 12). */
const WEBM_FFMPEG_5 = `Input #0, matroska,webm, from 'media/lessons/barium-swallow-achalasia.webm':
  Metadata:
    ENCODER         : Lavf59.27.100
  Duration: 00:00:30.01, start: -0.007000, bitrate: 36 kb/s
  Stream #0:0: Video: vp9 (Profile 0), yuv420p(tv, bt470bg/unknown/unknown, progressive), 640x360, SAR 1:1 DAR 16:9, 15 fps, 15 tbr, 1k tbn
    Metadata:
      DURATION        : 00:00:30.000000000
  Stream #0:1: Audio: opus, 48000 Hz, mono, fltp
    Metadata:
      DURATION        : 00:00:30.007000000
At least one output file must be specified
`;

/** A phone's portrait MP4: ffmpeg 4 tags the rotation (`rotate`), ffmpeg 5 gives side data. */
const PHONE_FFMPEG_4 = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'phone.mp4':
  Metadata:
    major_brand     : isom
  Duration: 00:01:02.50, start: 0.000000, bitrate: 8123 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x1080 [SAR 1:1 DAR 16:9], 7900 kb/s, 29.97 fps, 29.97 tbr, 90k tbn, 59.94 tbc (default)
    Metadata:
      rotate          : 90
      handler_name    : VideoHandle
    Side data:
      displaymatrix: rotation of -90.00 degrees
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
At least one output file must be specified
`;

it('reads a WebM lesson as ffmpeg 5 describes it', () => {
  expect(parseInputDescription(WEBM_FFMPEG_5)).toEqual({
    durationSeconds: 30.01,
    width: 640,
    height: 360,
    frameRate: 15,
    hasAudio: true,
    videoCodec: 'vp9',
  });
});

it('reads a rotated phone video as displayed, as ffmpeg 4 describes it', () => {
  expect(parseInputDescription(PHONE_FFMPEG_4)).toEqual({
    durationSeconds: 62.5,
    width: 1080,
    height: 1920,
    frameRate: 29.97,
    hasAudio: true,
    videoCodec: 'h264',
  });
});

it('stretches non-square pixels, leaves an unstated duration to be measured, refuses sound alone', () => {
  const anamorphic = `Input #0, mpeg, from 'dvd.vob':
  Duration: N/A, bitrate: N/A
  Stream #0:0[0x1e0]: Video: mpeg2video (Main), yuv420p(tv, top first), 720x576 [SAR 64:45 DAR 16:9], 25 fps, 25 tbr, 90k tbn
`;
  expect(parseInputDescription(anamorphic)).toMatchObject({
    durationSeconds: null,
    width: 1024,
    height: 576,
    hasAudio: false,
  });
  const song = `Input #0, mp3, from 'song.mp3':
  Duration: 00:03:00.00, start: 0.025057, bitrate: 320 kb/s
  Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 320 kb/s
  Stream #0:1: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 500x500, 90k tbr, 90k tbn (attached pic)
`;
  expect(() => parseInputDescription(song)).toThrow(NotAVideoError);
});

it('reads the position out of ffmpeg’s progress lines', () => {
  expect(progressSeconds('out_time=00:01:02.500000')).toBe(62.5);
  expect(progressSeconds('out_time_ms=62500000')).toBeNull();
  expect(progressSeconds('progress=continue')).toBeNull();
});
