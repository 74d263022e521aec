'use client';

import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

import { orientationLetters, sliceLocation, type SeriesManifest } from '@/lib/imaging/series';
import { describeWindow, greyLookupTable, paintSlice, presetsFor } from '@/lib/imaging/windowing';

import { cachedSlice, loadSlice, type DecodedSlice } from '@/components/imaging/slice-cache';
import {
  FULLSCREEN_KEY,
  INVERT_KEY,
  initialStackState,
  keyAction,
  RESET_KEY,
  stackReducer,
  toolsFor,
  dragAction,
  type StackAction,
  type StackState,
  type StackViewerMode,
} from '@/components/imaging/stack-state';

export type StackViewerProps = {
  manifest: SeriesManifest;
  /** Where a slice's file (the manifest's name) is fetched from. */
  sliceUrl: (file: string) => string;
  /** What the series shows, for the image's accessible name. */
  alt: string;
  mode?: StackViewerMode;
  /** Called once, when the first slice has been painted. */
  onFirstPaint?: () => void;
  /** Told the view as it changes: a viva room streams the candidate's to the examiner. */
  onViewChange?: (view: SharedView) => void;
  /** A view to show, as it changes: the examiner's copy follows the candidate's (docs/viva-rooms.md). */
  follow?: SharedView | null;
  /** Drawn over the image, in its box: a viva room's pointers. */
  overlay?: ReactNode;
};

/** What of the view another screen can follow: the slice, the window and the geometry. */
export type SharedView = Pick<
  StackState,
  'slice' | 'window' | 'invert' | 'zoom' | 'pan' | 'rotation'
>;

/** Slices fetched ahead on each side of the shown one, more in the direction of travel. */
const PREFETCH_AHEAD = 12;
const PREFETCH_BEHIND = 4;
/** Wheel travel per slice: one notch of a mouse wheel, or a short trackpad swipe. */
const WHEEL_PIXELS_PER_SLICE = 50;
const WHEEL_DELTA_PIXELS = [1, 40, 800] as const;

const toolClasses =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-white ring-1 ring-white/20 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-pressed:bg-white aria-pressed:text-slate-950';

function Key({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-current/40 px-1 font-mono text-xs uppercase">
      {children}
    </kbd>
  );
}

/**
 * A series read the way PACS and the exam's viewer read it: true window and level on the stored
 * 16-bit values, scroll, pan, zoom, rotate and reset, each from the pointer and the keyboard,
 * with the slice's number and position and the orientation letters. `study` mode adds the
 * modality's presets, invert and full screen (docs/imaging.md, "The viewer").
 */
export default function StackViewer({
  manifest,
  sliceUrl,
  alt,
  mode = 'study',
  onFirstPaint,
  onViewChange,
  follow,
  overlay,
}: StackViewerProps) {
  const ids = useId();
  const slices = manifest.slices.length;
  const presets = useMemo(() => presetsFor(manifest.modality), [manifest.modality]);
  const opening = useMemo(
    () => ({ window: manifest.defaultWindow, invert: manifest.photometric === 'MONOCHROME1' }),
    [manifest],
  );
  const [state, dispatch] = useReducer(
    (current: StackState, action: StackAction) =>
      stackReducer(current, action, { slices, opening }),
    undefined,
    () => initialStackState(opening.window, opening.invert),
  );
  const frame = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = useRef<HTMLCanvasElement | null>(null);
  const [shown, setShown] = useState<{ slice: number; data: DecodedSlice } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [painted, setPainted] = useState(0);
  const firstPainted = useRef(false);
  const direction = useRef(1);

  const url = useCallback(
    (index: number) => sliceUrl(manifest.slices[index].file),
    [manifest, sliceUrl],
  );

  // The shown slice first; its neighbours after it, more of them the way the student scrolls.
  useEffect(() => {
    let live = true;
    const wanted = state.slice;
    const ready = cachedSlice(url(wanted));
    if (ready) setShown({ slice: wanted, data: ready });
    else {
      loadSlice(url(wanted))
        .then((data) => live && setShown({ slice: wanted, data }))
        .catch(() => live && setError('This slice could not be loaded. Try again in a moment.'));
    }
    const ahead = direction.current;
    for (let offset = 1; offset <= PREFETCH_AHEAD; offset++) {
      for (const neighbour of [
        wanted + ahead * offset,
        offset <= PREFETCH_BEHIND ? wanted - ahead * offset : -1,
      ]) {
        if (neighbour >= 0 && neighbour < slices) loadSlice(url(neighbour), 'low').catch(() => {});
      }
    }
    return () => {
      live = false;
    };
  }, [state.slice, slices, url]);

  // A followed view is applied as it comes; the viewer's own keys still work meanwhile.
  useEffect(() => {
    if (!follow) return;
    dispatch({ type: 'slice', to: follow.slice });
    dispatch({ type: 'window', window: follow.window });
    dispatch({ type: 'view', zoom: follow.zoom, pan: follow.pan, rotation: follow.rotation });
  }, [follow]);

  const { slice, window: shownWindow, invert, zoom, pan, rotation } = state;
  useEffect(() => {
    onViewChange?.({ slice, window: shownWindow, invert, zoom, pan, rotation });
  }, [onViewChange, slice, shownWindow, invert, zoom, pan, rotation]);

  // Window the stored values into the image canvas (one pixel per stored value).
  const rescale = shown ? manifest.slices[shown.slice].rescale : null;
  const table = useMemo(
    () => (rescale ? greyLookupTable(rescale, state.window, state.invert) : null),
    [rescale, state.window, state.invert],
  );
  useEffect(() => {
    if (!shown || !table) return;
    const { width, height, stored } = shown.data;
    const target = image.current ?? document.createElement('canvas');
    image.current = target;
    if (target.width !== width || target.height !== height) {
      target.width = width;
      target.height = height;
    }
    const context = target.getContext('2d');
    if (!context) return;
    const pixels = context.createImageData(width, height);
    paintSlice(stored, table, new Uint32Array(pixels.data.buffer));
    context.putImageData(pixels, 0, 0);
    setPainted((count) => count + 1);
  }, [shown, table]);

  // Draw the image on screen: fitted, then zoomed, panned and turned about the centre.
  useEffect(() => {
    const screen = canvas.current;
    const source = image.current;
    const box = area.current;
    if (!screen || !source || !box || !painted) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(box.clientWidth * ratio));
    const height = Math.max(1, Math.round(box.clientHeight * ratio));
    if (screen.width !== width || screen.height !== height) {
      screen.width = width;
      screen.height = height;
    }
    const context = screen.getContext('2d');
    if (!context) return;
    const sideways = state.rotation % 2 === 1;
    const [rowSpacing, columnSpacing] = manifest.pixelSpacing ?? [1, 1];
    // Pixels are drawn at their true shape: a column spacing unlike the row spacing stretches them.
    const imageWidth = source.width * columnSpacing;
    const imageHeight = source.height * rowSpacing;
    const fit = Math.min(
      width / (sideways ? imageHeight : imageWidth),
      height / (sideways ? imageWidth : imageHeight),
    );
    const scale = fit * state.zoom;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = '#000';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = state.zoom < 3;
    context.translate(width / 2 + state.pan.x * ratio, height / 2 + state.pan.y * ratio);
    context.rotate((state.rotation * Math.PI) / 2);
    context.scale(scale * columnSpacing, scale * rowSpacing);
    context.drawImage(source, -source.width / 2, -source.height / 2);
    if (!firstPainted.current) {
      firstPainted.current = true;
      onFirstPaint?.();
    }
  }, [
    painted,
    state.zoom,
    state.pan,
    state.rotation,
    manifest.pixelSpacing,
    onFirstPaint,
    fullscreen,
  ]);

  // The wheel scrolls the series (Ctrl + wheel zooms); a listener that may cancel the page's scroll.
  useEffect(() => {
    const box = area.current;
    if (!box) return;
    let travelled = 0;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const pixels = event.deltaY * (WHEEL_DELTA_PIXELS[event.deltaMode] ?? 1);
      if (event.ctrlKey) {
        dispatch({ type: 'zoom', factor: pixels < 0 ? 1.25 : 0.8 });
        return;
      }
      if (Math.sign(pixels) !== Math.sign(travelled)) travelled = 0;
      travelled += pixels;
      const steps = Math.trunc(travelled / WHEEL_PIXELS_PER_SLICE);
      if (!steps) return;
      travelled -= steps * WHEEL_PIXELS_PER_SLICE;
      direction.current = Math.sign(steps);
      dispatch({ type: 'step', by: steps });
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.().catch(() => {});
  };

  const act = (action: StackAction | null) => {
    if (!action) return false;
    if (action.type === 'step') direction.current = Math.sign(action.by) || 1;
    dispatch(action);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (
      mode === 'study' &&
      event.key.toLowerCase() === FULLSCREEN_KEY &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      event.preventDefault();
      return toggleFullscreen();
    }
    const action = keyAction(event, state, { mode, slices, presets: presets.map((p) => p.window) });
    if (act(action)) event.preventDefault();
  };

  const drag = useRef<{ x: number; y: number; start: StackState } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    area.current?.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: state };
  };
  const onPointerMove = (event: PointerEvent) => {
    const from = drag.current;
    if (!from) return;
    act(dragAction(from.start, event.clientX - from.x, event.clientY - from.y));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const letters = manifest.orientation
    ? orientationLetters(manifest.orientation, state.rotation)
    : null;
  const location = sliceLocation(manifest.slices[state.slice].position, manifest.orientation);
  const loading = !shown || shown.slice !== state.slice;
  const tools = toolsFor(mode);
  const keysHint = `${tools.map((t) => `${t.key.toUpperCase()} ${t.label.toLowerCase()}`).join(', ')}, ${RESET_KEY.toUpperCase()} reset; arrow keys work the chosen tool, Shift and the arrows pan, Page Up and Page Down change the slice, plus and minus zoom${mode === 'study' ? `, ${INVERT_KEY.toUpperCase()} inverts, ${FULLSCREEN_KEY.toUpperCase()} full screen, 1 to ${presets.length || 1} the presets` : ''}.`;

  return (
    <div
      ref={frame}
      className={`flex flex-col overflow-hidden bg-slate-950 text-white ${fullscreen ? 'h-dvh w-full' : 'rounded-2xl shadow-lg ring-1 ring-slate-900/10'}`}
    >
      <div
        role="toolbar"
        aria-label="Image tools"
        className="flex flex-wrap items-center gap-2 border-b border-white/10 bg-slate-900 p-3"
      >
        {tools.map(({ tool, label, key }) => (
          <button
            key={tool}
            type="button"
            aria-pressed={state.tool === tool}
            aria-keyshortcuts={key}
            onClick={() => act({ type: 'tool', tool })}
            className={toolClasses}
          >
            {label} <Key>{key}</Key>
          </button>
        ))}
        <button
          type="button"
          aria-keyshortcuts={RESET_KEY}
          onClick={() => act({ type: 'reset' })}
          className={toolClasses}
        >
          Reset <Key>{RESET_KEY}</Key>
        </button>
        {slices > 1 ? (
          <>
            <button
              type="button"
              aria-keyshortcuts="PageUp"
              disabled={state.slice === 0}
              onClick={() => act({ type: 'step', by: -1 })}
              className={`${toolClasses} disabled:opacity-50`}
            >
              Previous slice
            </button>
            <button
              type="button"
              aria-keyshortcuts="PageDown"
              disabled={state.slice === slices - 1}
              onClick={() => act({ type: 'step', by: 1 })}
              className={`${toolClasses} disabled:opacity-50`}
            >
              Next slice
            </button>
          </>
        ) : null}
        <button
          type="button"
          aria-keyshortcuts={mode === 'study' ? FULLSCREEN_KEY : undefined}
          onClick={toggleFullscreen}
          className={toolClasses}
        >
          {fullscreen ? 'Exit full screen' : 'Full screen'}
          {mode === 'study' ? (
            <>
              {' '}
              <Key>{FULLSCREEN_KEY}</Key>
            </>
          ) : null}
        </button>
        {mode === 'study' ? (
          <>
            {presets.map((preset, index) => (
              <button
                key={preset.id}
                type="button"
                aria-keyshortcuts={String(index + 1)}
                aria-pressed={
                  state.window.center === preset.window.center &&
                  state.window.width === preset.window.width
                }
                onClick={() => act({ type: 'window', window: preset.window })}
                className={toolClasses}
              >
                {preset.label} <Key>{String(index + 1)}</Key>
              </button>
            ))}
            <button
              type="button"
              aria-pressed={state.invert}
              aria-keyshortcuts={INVERT_KEY}
              onClick={() => act({ type: 'invert' })}
              className={toolClasses}
            >
              Invert <Key>{INVERT_KEY}</Key>
            </button>
          </>
        ) : null}
      </div>
      <div
        className={`flex min-h-0 ${fullscreen ? 'flex-1' : 'aspect-square max-h-[75vh] w-full'}`}
      >
        <div
          ref={area}
          role="application"
          tabIndex={0}
          aria-label={`${alt}, slice ${state.slice + 1} of ${slices}. ${keysHint}`}
          aria-describedby={`${ids}-status`}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-testid="stack-viewer"
          data-slice={state.slice + 1}
          data-painted-slice={shown ? shown.slice + 1 : 0}
          data-window-center={state.window.center}
          data-window-width={state.window.width}
          data-invert={state.invert}
          data-tool={state.tool}
          data-zoom={state.zoom.toFixed(3)}
          data-pan={`${state.pan.x},${state.pan.y}`}
          data-rotation={state.rotation * 90}
          className="relative min-w-0 flex-1 cursor-crosshair touch-none overflow-hidden outline-none select-none focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-400"
        >
          <canvas
            ref={canvas}
            data-testid="stack-canvas"
            className="absolute inset-0 h-full w-full"
          />
          {overlay}
          {letters ? (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 font-semibold text-amber-200"
            >
              <span className="absolute top-1 left-1/2 -translate-x-1/2">{letters.top}</span>
              <span className="absolute top-1/2 right-1 -translate-y-1/2">{letters.right}</span>
              <span className="absolute bottom-1 left-1/2 -translate-x-1/2">{letters.bottom}</span>
              <span className="absolute top-1/2 left-1 -translate-y-1/2">{letters.left}</span>
            </div>
          ) : null}
          <p
            id={`${ids}-status`}
            className="pointer-events-none absolute top-2 left-2 text-xs leading-5 text-slate-100 tabular-nums drop-shadow"
          >
            <span className="block">
              Slice {state.slice + 1} / {slices}
            </span>
            {location !== null ? <span className="block">{location.toFixed(1)} mm</span> : null}
            <span className="block">{describeWindow(state.window)}</span>
            <span className="block">Zoom {Math.round(state.zoom * 100)}%</span>
            {loading && !error ? <span className="block">Loading…</span> : null}
            {error ? (
              <span role="alert" className="block text-amber-200">
                {error}
              </span>
            ) : null}
          </p>
        </div>
        {slices > 1 ? (
          <input
            type="range"
            aria-label="Slice"
            aria-valuetext={`Slice ${state.slice + 1} of ${slices}`}
            min={1}
            max={slices}
            step={1}
            value={state.slice + 1}
            onChange={(event) => act({ type: 'slice', to: Number(event.target.value) - 1 })}
            className="w-6 cursor-pointer accent-white [direction:ltr] [writing-mode:vertical-lr]"
          />
        ) : null}
      </div>
      <p className="border-t border-white/10 bg-slate-900 px-3 py-2 text-xs text-slate-300">
        Scroll the wheel to change the slice, Ctrl + wheel to zoom; drag to use the chosen tool. On
        the image: {keysHint}
      </p>
    </div>
  );
}
