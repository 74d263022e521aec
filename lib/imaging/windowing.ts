/*
 * Window and level on stored 16-bit values (docs/imaging.md, "Windowing"). Isomorphic: the
 * viewer paints with it and the intake picks a series' default window with it.
 *
 * A stored value becomes a modality value (HU for CT) through the rescale, then a display grey
 * through DICOM's linear VOI function (PS3.3 C.11.2.1.2.1), whose -0.5 and -1 keep a window of
 * width W exactly W values wide.
 */

/** A window in modality units (HU for CT): its centre (level) and width. */
export type VoiWindow = { center: number; width: number };

/** Modality value = stored value × slope + intercept (DICOM's Rescale Slope and Intercept). */
export type Rescale = { slope: number; intercept: number };

/** The darkest and brightest greys of an 8-bit display. */
const Y_MIN = 0;
const Y_MAX = 255;

/** The narrowest window DICOM allows. */
export const MIN_WINDOW_WIDTH = 1;

export function modalityValue(stored: number, { slope, intercept }: Rescale): number {
  return stored * slope + intercept;
}

/**
 * DICOM's linear VOI function: the display grey (0–255, not rounded) of a modality value.
 * Values at or below the window's lower edge are black, above its upper edge white.
 */
export function voiLinear(value: number, window: VoiWindow): number {
  const width = Math.max(window.width, MIN_WINDOW_WIDTH);
  const center = window.center - 0.5;
  const half = (width - 1) / 2;
  if (value <= center - half) return Y_MIN;
  if (value > center + half) return Y_MAX;
  return ((value - center) / (width - 1) + 0.5) * (Y_MAX - Y_MIN) + Y_MIN;
}

/** The 8-bit grey a stored value is shown as. */
export function displayGrey(
  stored: number,
  rescale: Rescale,
  window: VoiWindow,
  invert = false,
): number {
  const grey = Math.round(voiLinear(modalityValue(stored, rescale), window));
  return invert ? Y_MAX - grey : grey;
}

/** How many stored values a 16-bit slice can hold: the lookup table's length. */
const STORED_VALUES = 65536;

/**
 * The lookup table from every unsigned 16-bit stored value to an opaque grey RGBA pixel, packed
 * for a Uint32Array view of canvas ImageData (little-endian: A B G R from the high byte). One
 * table per window, rescale and invert; painting a slice is then one lookup per pixel.
 */
export function greyLookupTable(
  rescale: Rescale,
  window: VoiWindow,
  invert = false,
  into: Uint32Array = new Uint32Array(STORED_VALUES),
): Uint32Array {
  const width = Math.max(window.width, MIN_WINDOW_WIDTH);
  const center = window.center - 0.5;
  const half = (width - 1) / 2;
  const low = center - half;
  const high = center + half;
  const scale = width > 1 ? (Y_MAX - Y_MIN) / (width - 1) : 0;
  for (let stored = 0; stored < into.length; stored++) {
    const value = stored * rescale.slope + rescale.intercept;
    let grey =
      value <= low
        ? Y_MIN
        : value > high
          ? Y_MAX
          : Math.round((value - center) * scale + (Y_MAX - Y_MIN) / 2 + Y_MIN);
    if (invert) grey = Y_MAX - grey;
    into[stored] = 0xff000000 | (grey << 16) | (grey << 8) | grey;
  }
  return into;
}

/** Paints stored values into RGBA pixels (a Uint32Array over ImageData's buffer) through a table. */
export function paintSlice(stored: ArrayLike<number>, table: Uint32Array, into: Uint32Array): void {
  for (let i = 0; i < stored.length; i++) into[i] = table[stored[i]];
}

/** A named window offered on screen; `key` is the digit that applies it in study mode. */
export type WindowPreset = { id: string; label: string; window: VoiWindow };

/** CT's usual windows, in HU (the values PACS and Cornerstone3D's presets use). */
export const CT_PRESETS: readonly WindowPreset[] = [
  { id: 'soft-tissue', label: 'Soft tissue', window: { width: 400, center: 40 } },
  { id: 'lung', label: 'Lung', window: { width: 1500, center: -600 } },
  { id: 'bone', label: 'Bone', window: { width: 2500, center: 480 } },
  { id: 'brain', label: 'Brain', window: { width: 80, center: 40 } },
  { id: 'liver', label: 'Liver', window: { width: 150, center: 90 } },
];

/**
 * The presets a modality offers. MR (and anything else) has no fixed units, so its only preset is
 * the window the series was published with, which the intake took from the data.
 */
export function presetsFor(modality: string): readonly WindowPreset[] {
  return modality === 'CT' ? CT_PRESETS : [];
}

/** The share of values left out at each end when a window is taken from the data. */
const DATA_WINDOW_TAIL = 0.01;

/**
 * A window taken from the data, for modalities without fixed units (MR): it spans the 1st to the
 * 99th percentile of the modality values that are not background (the lowest stored value, which
 * is air or padding outside the body).
 */
export function windowFromData(stored: ArrayLike<number>, rescale: Rescale): VoiWindow {
  const counts = new Uint32Array(STORED_VALUES);
  let lowest = STORED_VALUES;
  for (let i = 0; i < stored.length; i++) {
    const value = stored[i];
    counts[value]++;
    if (value < lowest) lowest = value;
  }
  let total = 0;
  for (let value = lowest + 1; value < STORED_VALUES; value++) total += counts[value];
  if (total === 0) {
    const only = modalityValue(lowest === STORED_VALUES ? 0 : lowest, rescale);
    return { center: only, width: MIN_WINDOW_WIDTH };
  }
  const percentile = (share: number) => {
    const wanted = share * total;
    let seen = 0;
    for (let value = lowest + 1; value < STORED_VALUES; value++) {
      seen += counts[value];
      if (seen >= wanted) return value;
    }
    return STORED_VALUES - 1;
  };
  const low = modalityValue(percentile(DATA_WINDOW_TAIL), rescale);
  const high = modalityValue(percentile(1 - DATA_WINDOW_TAIL), rescale);
  const [from, to] = low <= high ? [low, high] : [high, low];
  return { center: (from + to) / 2, width: Math.max(to - from, MIN_WINDOW_WIDTH) };
}

/**
 * Dragging windows the image as PACS does: right widens, left narrows, down raises the level
 * (the image darkens), up lowers it. The step grows with the width, so a narrow brain window and
 * a wide bone window both move at a usable pace.
 */
export function dragWindow(start: VoiWindow, dx: number, dy: number): VoiWindow {
  const step = Math.max(start.width, 100) / 256;
  return {
    width: Math.max(MIN_WINDOW_WIDTH, Math.round(start.width + dx * step)),
    center: Math.round(start.center + dy * step),
  };
}

/** How a window reads on screen: "W 1500 L −600". */
export function describeWindow({ width, center }: VoiWindow): string {
  const number = (value: number) => Math.round(value).toString().replace('-', '−');
  return `W ${number(width)} L ${number(center)}`;
}
