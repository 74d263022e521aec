/*
 * The qualities a lesson is packaged in (docs/streaming.md, "Rendition ladder"): H.264 at capped
 * quality (CRF with a peak rate), so a slide that does not move costs little and a scroll through
 * a CT series is held to the rung's peak.
 */

/** One quality of the ladder, before it is fitted to a source. */
export type Rung = {
  /** Its name in file names and the quality menu, e.g. `720p`. */
  name: string;
  /** Lines of the picture's short side (the height of a landscape video). */
  height: number;
  /** The video's peak rate, in kbit/s. */
  maxVideoKbps: number;
};

/** The ladder every upload is packaged in, up to the source's own height. */
export const DEFAULT_LADDER: readonly Rung[] = [
  { name: '360p', height: 360, maxVideoKbps: 800 },
  { name: '540p', height: 540, maxVideoKbps: 1600 },
  { name: '720p', height: 720, maxVideoKbps: 2800 },
  { name: '1080p', height: 1080, maxVideoKbps: 5000 },
];

/** The sound of every rendition: AAC-LC, stereo, 48 kHz. */
export const AUDIO_KBPS = 128;

/** A rung fitted to a source: the picture size it is encoded at. */
export type Rendition = Rung & { width: number };

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The renditions for a `width`×`height` source: each rung of `ladder` whose height is at most the
 * source's short side, never enlarged. A source smaller than the lowest rung gets one rendition
 * at its own size, at that rung's rate scaled by its area.
 */
export function renditionsFor(
  source: { width: number; height: number },
  ladder: readonly Rung[] = DEFAULT_LADDER,
): Rendition[] {
  const portrait = source.height > source.width;
  const short = portrait ? source.width : source.height;
  const long = portrait ? source.height : source.width;
  const fit = (rung: Rung): Rendition => {
    const side = even(rung.height);
    const other = even((long * side) / short);
    return portrait
      ? { ...rung, width: side, height: other }
      : { ...rung, width: other, height: side };
  };
  const sorted = [...ladder].sort((a, b) => a.height - b.height);
  const fitting = sorted.filter((rung) => rung.height <= short).map(fit);
  if (fitting.length > 0) return fitting;
  const lowest = sorted[0];
  const scale = (short * short) / (lowest.height * lowest.height);
  return [
    fit({
      name: `${even(short)}p`,
      height: short,
      maxVideoKbps: Math.max(150, Math.round(lowest.maxVideoKbps * scale)),
    }),
  ];
}
