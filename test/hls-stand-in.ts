import { createElement, forwardRef } from 'react';

/*
 * Stand-ins for the player's media packages in jsdom, which has no MediaSource and no media
 * playback: hls.js records what the player asks of it and lets a test play its part (levels
 * found, a key refused); react-player (ES modules only) is a bare video element for a file's
 * address. Use them with `jest.mock('hls.js', () => require('@/test/hls-stand-in').hlsModule)`.
 * e2e/lesson-stream.spec.ts plays real streams in Chromium.
 */

type Listener = (event: string, data: unknown) => void;

export class StandInHls {
  static instances: StandInHls[] = [];
  static isSupported = () => true;
  static Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    ERROR: 'hlsError',
  };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };

  config: { xhrSetup: (xhr: XMLHttpRequest, url: string) => Promise<void> };
  listeners = new Map<string, Listener[]>();
  levels: { height: number; bitrate: number }[] = [];
  chosenLevels: number[] = [];
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  subtitleDisplay = true;
  destroyed = 0;

  constructor(config: StandInHls['config']) {
    this.config = config;
    StandInHls.instances.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  destroy() {
    this.destroyed += 1;
  }
  recoverMediaError() {}
  set currentLevel(level: number) {
    this.chosenLevels.push(level);
  }
}

export const hlsModule = { __esModule: true, default: StandInHls };

const StandInPlayer = forwardRef<HTMLVideoElement, { src?: string; 'aria-label'?: string }>(
  function StandInPlayer({ src, 'aria-label': label }, ref) {
    return createElement('video', { ref, src, 'aria-label': label });
  },
);

export const reactPlayerModule = { __esModule: true, default: StandInPlayer };

/** A key refused with `status`, as hls.js reports it. */
export const keyRefused = (status: number) => ({
  type: 'networkError',
  details: 'keyLoadError',
  fatal: false,
  response: { url: 'key', code: status, text: 'Refused' },
});

/** A media element's text tracks with the events jsdom leaves out; hls.js adds its tracks so. */
export class StandInTrackList extends EventTarget {
  items: { kind: string; mode: string }[] = [];
  get length() {
    return this.items.length;
  }
  [Symbol.iterator]() {
    return this.items[Symbol.iterator]();
  }
  add(track: { kind: string; mode: string }) {
    this.items.push(track);
    this.dispatchEvent(new Event('addtrack'));
  }
}

/**
 * What browsers give media and jsdom does not: MediaSource (hls.js is used only where it exists),
 * text tracks with events, and a `load()` that does nothing rather than complain.
 */
export function giveMediaApis(): void {
  if (!('MediaSource' in window)) {
    Object.defineProperty(window, 'MediaSource', { value: function MediaSource() {} });
  }
  const lists = new WeakMap<HTMLMediaElement, StandInTrackList>();
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get(this: HTMLMediaElement) {
      if (!lists.has(this)) lists.set(this, new StandInTrackList());
      return lists.get(this);
    },
  });
  HTMLMediaElement.prototype.load = () => {};
}
