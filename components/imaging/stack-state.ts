import { dragWindow, MIN_WINDOW_WIDTH, type VoiWindow } from '@/lib/imaging/windowing';

/*
 * What the stack viewer shows and how each key changes it (docs/imaging.md, "The viewer"). Kept
 * apart from the canvas so the exam's key bindings are plain data, named on screen from here.
 */

/** `exam`: exactly the exam's tools; `study` adds presets, invert and full screen. */
export type StackViewerMode = 'exam' | 'study';

/** The tool the pointer's drag and the arrow keys work. */
type Tool = 'scroll' | 'pan' | 'zoom' | 'rotate' | 'window';

export type StackState = {
  slice: number;
  tool: Tool;
  window: VoiWindow;
  invert: boolean;
  zoom: number;
  /** Pan in screen pixels from the centred image. */
  pan: { x: number; y: number };
  /** Clockwise quarter turns, 0–3. */
  rotation: number;
};

/** The viewer's tools with their keys, in the exam's toolbar's order; Window is the study mode's. */
const TOOLS: readonly { tool: Tool; label: string; key: string }[] = [
  { tool: 'scroll', label: 'Scroll', key: 's' },
  { tool: 'pan', label: 'Pan', key: 'p' },
  { tool: 'zoom', label: 'Zoom', key: 'z' },
  { tool: 'rotate', label: 'Rotate', key: 'r' },
  { tool: 'window', label: 'Window', key: 'w' },
];
/**
 * The exam's viewer (risr/Assess's Resource Viewer, guidance 8.9) has scroll, pan, zoom, rotate
 * and reset with these keys, previous and next slice, and full page; no window tool. The study
 * tools add Window (W) to the five.
 */
export const EXAM_TOOLS = TOOLS.filter((entry) => entry.tool !== 'window');
export const toolsFor = (mode: StackViewerMode) => (mode === 'exam' ? EXAM_TOOLS : TOOLS);
export const RESET_KEY = 'e';
export const INVERT_KEY = 'i';
export const FULLSCREEN_KEY = 'f';

const MIN_ZOOM = 1;
const MAX_ZOOM = 8;
const ZOOM_STEP = 1.25;
/** Screen pixels one arrow press pans. */
const PAN_STEP = 40;
/** Window change per arrow press, as a share of the width (at least 1 unit). */
const WINDOW_KEY_SHARE = 0.05;

export type StackAction =
  | { type: 'slice'; to: number }
  | { type: 'step'; by: number }
  | { type: 'tool'; tool: Tool }
  | { type: 'window'; window: VoiWindow }
  | { type: 'zoom'; factor: number }
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'rotate'; quarterTurns: number }
  | { type: 'view'; zoom?: number; pan?: { x: number; y: number }; rotation?: number }
  | { type: 'invert' }
  | { type: 'reset' };

export function initialStackState(window: VoiWindow, invert: boolean): StackState {
  return { slice: 0, tool: 'scroll', window, invert, zoom: 1, pan: { x: 0, y: 0 }, rotation: 0 };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The next state; `slices` and the opening view bound it. */
export function stackReducer(
  state: StackState,
  action: StackAction,
  limits: { slices: number; opening: { window: VoiWindow; invert: boolean } },
): StackState {
  switch (action.type) {
    case 'slice':
    case 'step': {
      const target = action.type === 'slice' ? action.to : state.slice + action.by;
      const slice = clamp(Math.round(target), 0, limits.slices - 1);
      return slice === state.slice ? state : { ...state, slice };
    }
    case 'tool':
      return { ...state, tool: action.tool };
    case 'window':
      return {
        ...state,
        window: {
          center: action.window.center,
          width: Math.max(MIN_WINDOW_WIDTH, action.window.width),
        },
      };
    case 'zoom': {
      const zoom = clamp(state.zoom * action.factor, MIN_ZOOM, MAX_ZOOM);
      // Back at the whole image, the image is centred again.
      return { ...state, zoom, pan: zoom === MIN_ZOOM ? { x: 0, y: 0 } : state.pan };
    }
    case 'pan':
      return { ...state, pan: { x: state.pan.x + action.dx, y: state.pan.y + action.dy } };
    case 'rotate':
      return { ...state, rotation: (((state.rotation + action.quarterTurns) % 4) + 4) % 4 };
    case 'view': {
      const zoom = clamp(action.zoom ?? state.zoom, MIN_ZOOM, MAX_ZOOM);
      const rotation = action.rotation ?? state.rotation;
      return {
        ...state,
        zoom,
        pan: zoom === MIN_ZOOM ? { x: 0, y: 0 } : (action.pan ?? state.pan),
        rotation: ((rotation % 4) + 4) % 4,
      };
    }
    case 'invert':
      return { ...state, invert: !state.invert };
    case 'reset':
      // Like PACS: the view starts again on the same slice, with the same tool.
      return {
        ...initialStackState(limits.opening.window, limits.opening.invert),
        slice: state.slice,
        tool: state.tool,
      };
  }
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * What a key does on the focused image, or null when it is not the viewer's (so the page keeps
 * it). Letters choose a tool (e resets); the arrows work the chosen tool, and Shift + arrows
 * always pan; Page Up/Down, Home and End move through the slices; + and − zoom. Study mode adds
 * i (invert) and the digits for the presets; `presets` is how many there are.
 */
export function keyAction(
  event: {
    key: string;
    shiftKey?: boolean;
    ctrlKey?: boolean;
    metaKey?: boolean;
    altKey?: boolean;
  },
  state: StackState,
  context: { mode: StackViewerMode; slices: number; presets: readonly VoiWindow[] },
): StackAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const tool = toolsFor(context.mode).find((entry) => entry.key === key);
  if (tool) return { type: 'tool', tool: tool.tool };
  if (key === RESET_KEY) return { type: 'reset' };
  if (key === 'PageDown') return { type: 'step', by: 1 };
  if (key === 'PageUp') return { type: 'step', by: -1 };
  if (key === 'Home') return { type: 'slice', to: 0 };
  if (key === 'End') return { type: 'slice', to: context.slices - 1 };
  if (key === '+' || key === '=') return { type: 'zoom', factor: ZOOM_STEP };
  if (key === '-' || key === '_') return { type: 'zoom', factor: 1 / ZOOM_STEP };
  if (context.mode === 'study') {
    if (key === INVERT_KEY) return { type: 'invert' };
    const preset = /^[1-9]$/.test(key) ? context.presets[Number(key) - 1] : undefined;
    if (preset) return { type: 'window', window: preset };
  }
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const [dx, dy] = arrow;
  // Panning moves the image the way the arrow points. Zoomed in, the scroll tool's arrows pan
  // in all four directions too, and Page Up and Page Down change the slice (docs/practice.md,
  // "The viewer's keys").
  if (event.shiftKey || state.tool === 'pan' || (state.tool === 'scroll' && state.zoom > 1)) {
    return { type: 'pan', dx: dx * PAN_STEP, dy: dy * PAN_STEP };
  }
  switch (state.tool) {
    case 'scroll':
      return { type: 'step', by: dy || dx };
    case 'zoom':
      return { type: 'zoom', factor: dy < 0 || dx > 0 ? ZOOM_STEP : 1 / ZOOM_STEP };
    case 'rotate':
      return { type: 'rotate', quarterTurns: dx || dy };
    case 'window': {
      const step = Math.max(1, Math.round(state.window.width * WINDOW_KEY_SHARE));
      return {
        type: 'window',
        window: { width: state.window.width + dx * step, center: state.window.center - dy * step },
      };
    }
  }
}

/** Screen pixels of drag per slice, per doubling of the zoom, and per quarter turn. */
const DRAG_PER_SLICE = 8;
const DRAG_PER_DOUBLING = 150;
const DRAG_PER_QUARTER_TURN = 80;

/**
 * Where a pointer drag with the chosen tool takes the view, from the state the drag began in:
 * scroll and zoom follow the vertical travel, rotate the horizontal, pan and window both.
 */
export function dragAction(start: StackState, dx: number, dy: number): StackAction {
  switch (start.tool) {
    case 'scroll':
      return { type: 'slice', to: start.slice + Math.trunc(dy / DRAG_PER_SLICE) };
    case 'pan':
      return { type: 'view', pan: { x: start.pan.x + dx, y: start.pan.y + dy } };
    case 'zoom':
      return { type: 'view', zoom: start.zoom * 2 ** (-dy / DRAG_PER_DOUBLING) };
    case 'rotate':
      return { type: 'view', rotation: start.rotation + Math.trunc(dx / DRAG_PER_QUARTER_TURN) };
    case 'window':
      return { type: 'window', window: dragWindow(start.window, dx, dy) };
  }
}
