import { randomUUID } from 'node:crypto';

import { encodeSlice } from './png';
import { MANIFEST_VERSION, type SeriesManifest, type Vector3 } from './series';
import { CT_PRESETS, windowFromData } from './windowing';

// Bound once: a module Jest runs sits in a vm context, where every global name read inside the
// per-pixel loops went through the context's global object and made the CT 7× slower under test
// than in the server (docs/performance.md, "Where the suites' time went").
const { abs, cos, floor, hypot, max, min, PI, round, sin, sqrt } = Math;

/*
 * Demo series with values that behave like real ones (docs/imaging.md, "Demo series"): a chest CT
 * in HU, so the lung, mediastinal and bone windows each show something the others hide, and a
 * brain MR whose window comes from its data. Deterministic: the same options give the same pixels.
 */

export type DemoSeriesOptions = {
  /** Slices, head first. */
  slices: number;
  /** Rows and columns. */
  size: number;
  /** Names the files; a fresh UUID when absent. */
  id?: string;
};

export type DemoSeries = { manifest: SeriesManifest; files: { name: string; bytes: Uint8Array }[] };

/** Tissue values in HU, as CT shows them. */
export const HU = {
  air: -1000,
  lung: -850,
  fat: -100,
  water: 0,
  muscle: 50,
  blood: 45,
  contrastAorta: 250,
  nodule: 35,
  cancellousBone: 250,
  corticalBone: 900,
} as const;

/** Scanners store CT unsigned with an intercept of −1024, so air is stored near 24. */
const CT_RESCALE = { slope: 1, intercept: -1024 };

function noise(seed: number) {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  // A sum of four uniforms: near enough to Gaussian for image noise, and cheap.
  return (sigma: number) => (uniform() + uniform() + uniform() + uniform() - 2) * sigma * 1.73;
}

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** Vessels in a lung: fixed points that branch thinner towards the periphery. */
function lungVessels(side: -1 | 1, seed: number): { x: number; y: number; z: number; r: number }[] {
  const rand = noise(seed);
  const vessels = [];
  for (let i = 0; i < 260; i++) {
    const angle = (i / 260) * PI * 2 * 7;
    const reach = 0.15 + ((i * 37) % 100) / 120;
    vessels.push({
      x: side * 75 + cos(angle) * 55 * reach + rand(4),
      y: -5 + sin(angle) * 70 * reach + rand(4),
      z: ((i * 53) % 240) - 120,
      r: 3.2 * (1 - reach * 0.75),
    });
  }
  return vessels;
}

/**
 * The chest phantom's HU at a point (mm, LPS: x to the patient's left, y posterior, z to the
 * head). `t` runs 0 at the apex to 1 at the bases; `vessels` are those crossing this slice.
 */
function chestValue(
  x: number,
  y: number,
  z: number,
  t: number,
  vessels: ReturnType<typeof lungVessels>,
): number {
  const bodyRx = 165;
  const bodyRy = 115;
  if (!inEllipse(x, y, 0, 5, bodyRx, bodyRy)) return HU.air;
  const inner = inEllipse(x, y, 0, 5, bodyRx - 14, bodyRy - 12);
  if (!inner) return HU.fat;

  // The spine, behind: a vertebral body with a cortical rim, the canal behind it.
  const spine = hypot(x, y - 78);
  if (spine < 19) return spine > 15.5 ? HU.corticalBone : HU.cancellousBone;
  if (hypot(x, y - 105) < 8) return HU.water + 10;
  // Posterior elements: the lamina as a cortical arch.
  if (abs(hypot(x, y - 105) - 11) < 3 && y > 100) return HU.corticalBone;

  // Ribs: a bony arc just inside the chest wall, on every fifth of the series' length.
  const ribPhase = (z + 400) % 28;
  if (ribPhase < 9) {
    const rib = ((x - 0) / (bodyRx - 20)) ** 2 + ((y - 5) / (bodyRy - 17)) ** 2;
    if (rib > 0.9 && rib < 0.97 && y > -60)
      return ribPhase < 2 || ribPhase > 7 ? HU.cancellousBone : HU.corticalBone;
  }

  // Lungs: taper towards the apex; the heart takes the left base.
  const lungScale = 0.55 + 0.45 * sin(min(1, t * 1.6) * (PI / 2));
  for (const side of [-1, 1] as const) {
    const cx = side * 78;
    if (inEllipse(x, y, cx, 0, 58 * lungScale, 82 * lungScale)) {
      // The heart pushes into the left lung in the lower half.
      if (side === 1 && t > 0.5 && inEllipse(x, y, 25, -25, 70 * (t - 0.3), 55 * (t - 0.3))) break;
      // A nodule in the right upper lobe, 9 mm across.
      if (side === -1 && hypot(x + 70, y + 20, z - 45) < 9) return HU.nodule;
      for (const v of vessels) {
        if (hypot(x - v.x, y - v.y) < v.r) return HU.blood - 10;
      }
      return HU.lung;
    }
  }

  // The mediastinum: the aorta (enhanced), the heart in the lower half, fat around them.
  if (hypot(x - 20, y - 45) < 13) return HU.contrastAorta;
  if (t < 0.45 && hypot(x + 5, y + 10) < 16) return HU.contrastAorta - 30;
  if (t > 0.45 && inEllipse(x, y, 25, -25, 70 * (t - 0.3), 55 * (t - 0.3))) return HU.blood;
  if (hypot(x, y + 40) < 9 && t < 0.6) return HU.air;
  if (abs(x) < 45 && y > -80 && y < 60) return HU.fat;
  return HU.muscle;
}

const PIXEL_SPACING_CT = 1.4;
const SLICE_GAP_CT = 2.5;

/** Where the first pixel of an axial slice lies, with the image centred on the patient. */
const corner = (size: number, spacing: number, z: number): Vector3 => [
  (-(size - 1) / 2) * spacing,
  (-(size - 1) / 2) * spacing,
  z,
];

const axial: [Vector3, Vector3] = [
  [1, 0, 0],
  [0, 1, 0],
];

async function storeSeries(
  manifestBase: Omit<SeriesManifest, 'slices' | 'version' | 'uids'>,
  options: DemoSeriesOptions,
  slice: (index: number) => { stored: Uint16Array; position: Vector3 },
  rescale: { slope: number; intercept: number },
): Promise<DemoSeries> {
  const id = options.id ?? randomUUID();
  const files: DemoSeries['files'] = [];
  const slices: SeriesManifest['slices'] = [];
  for (let index = 0; index < options.slices; index++) {
    const { stored, position } = slice(index);
    const name = `${id}-${String(index + 1).padStart(4, '0')}.png`;
    files.push({ name, bytes: await encodeSlice(stored, options.size, options.size) });
    slices.push({ file: name, rescale, position });
  }
  const uid = (n: number) =>
    `2.25.${
      BigInt(
        `0x${id
          .replace(/[^0-9a-f]/gi, '')
          .padEnd(8, '0')
          .slice(0, 30)}`,
      ) + BigInt(n)
    }`;
  return {
    manifest: {
      version: MANIFEST_VERSION,
      uids: { study: uid(1), series: uid(2), frameOfReference: uid(3) },
      ...manifestBase,
      slices,
    },
    files,
  };
}

/**
 * A chest CT in HU: lungs with vessels and a 9 mm nodule in the right upper lobe, the heart and
 * an enhanced aorta in fat, the spine and ribs. Slices 2.5 mm apart, head first.
 */
export function chestCtSeries(options: DemoSeriesOptions): Promise<DemoSeries> {
  const spacing = (PIXEL_SPACING_CT * 256) / options.size;
  const vessels = [...lungVessels(-1, 11), ...lungVessels(1, 23)];
  const top = ((options.slices - 1) / 2) * SLICE_GAP_CT;
  return storeSeries(
    {
      modality: 'CT',
      rows: options.size,
      columns: options.size,
      pixelSpacing: [spacing, spacing],
      orientation: axial,
      photometric: 'MONOCHROME2',
      defaultWindow: CT_PRESETS[0].window,
    },
    options,
    (index) => {
      const z = top - index * SLICE_GAP_CT;
      const t = index / max(1, options.slices - 1);
      const jitter = noise(1000 + index);
      const near = vessels.filter((vessel) => abs(vessel.z - z) < 6);
      const stored = new Uint16Array(options.size * options.size);
      const origin = corner(options.size, spacing, z);
      for (let row = 0; row < options.size; row++) {
        const y = origin[1] + row * spacing;
        for (let column = 0; column < options.size; column++) {
          const x = origin[0] + column * spacing;
          const value = chestValue(x, y, z, t, near);
          const noisy = value === HU.air ? value + jitter(4) : value + jitter(9);
          stored[row * options.size + column] = max(0, round(noisy - CT_RESCALE.intercept));
        }
      }
      return { stored, position: origin };
    },
    CT_RESCALE,
  );
}

/** A brain MR (T1-like, arbitrary units): scalp fat bright, white matter above grey, CSF dark. */
export async function brainMrSeries(options: DemoSeriesOptions): Promise<DemoSeries> {
  const spacing = 220 / options.size;
  const top = ((options.slices - 1) / 2) * 2;
  const rescale = { slope: 1, intercept: 0 };
  let middle: Uint16Array | null = null;
  const series = await storeSeries(
    {
      modality: 'MR',
      rows: options.size,
      columns: options.size,
      pixelSpacing: [spacing, spacing],
      orientation: axial,
      photometric: 'MONOCHROME2',
      defaultWindow: { center: 0, width: 1 },
    },
    options,
    (index) => {
      const z = top - index * 2;
      const t = index / max(1, options.slices - 1);
      const shrink = sqrt(max(0.05, 1 - ((t - 0.55) / 0.6) ** 2));
      const jitter = noise(5000 + index);
      const stored = new Uint16Array(options.size * options.size);
      const origin = corner(options.size, spacing, z);
      for (let row = 0; row < options.size; row++) {
        const y = origin[1] + row * spacing;
        for (let column = 0; column < options.size; column++) {
          const x = origin[0] + column * spacing;
          const rx = 75 * shrink;
          const ry = 92 * shrink;
          let value = 0;
          if (inEllipse(x, y, 0, 0, rx + 7, ry + 7)) value = 850; // scalp fat
          if (inEllipse(x, y, 0, 0, rx + 3, ry + 3)) value = 40; // skull
          if (inEllipse(x, y, 0, 0, rx, ry)) value = 520; // cortex
          if (inEllipse(x, y, 0, 0, rx - 12, ry - 12)) value = 700; // white matter
          const ventricle = t > 0.35 && t < 0.7;
          if (ventricle && (inEllipse(x, y, -9, -8, 5, 24) || inEllipse(x, y, 9, -8, 5, 24))) {
            value = 150;
          }
          if (abs(x) < 1.6 && inEllipse(x, y, 0, 0, rx, ry)) value = 150; // the falx's CSF
          stored[row * options.size + column] = value ? max(0, round(value + jitter(18))) : 0;
        }
      }
      if (index === floor(options.slices / 2)) middle = stored;
      return { stored, position: origin };
    },
    rescale,
  );
  series.manifest.defaultWindow = windowFromData(middle ?? new Uint16Array(1), rescale);
  return series;
}
