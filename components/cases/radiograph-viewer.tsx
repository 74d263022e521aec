'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import {
  TransformComponent,
  TransformWrapper,
  type ReactZoomPanPinchContentRef,
} from 'react-zoom-pan-pinch';

import {
  initialViewerState,
  viewerFilter,
  ViewerControls,
  type ViewerActions,
  type ViewerMode,
  type ViewerState,
} from '@/components/cases/viewer-controls';
import {
  sliceAlt,
  ViewerFrame,
  viewerKeysHint,
  viewportClasses,
} from '@/components/cases/viewer-frame';

const ZOOM_STEP = 0.5;
const MAX_ZOOM = 8;
/** Wheel travel per slice: one notch of a mouse wheel, or a short swipe on a trackpad. */
const WHEEL_PIXELS_PER_SLICE = 50;
/** Pixels per wheel "line" and "page" (WheelEvent.deltaMode 1 and 2), as browsers scroll them. */
const WHEEL_DELTA_PIXELS = [1, 40, 800] as const;
/** How many slices either side of the shown one are fetched ahead. */
const PRELOAD_SLICES = 2;
/**
 * Keys that step through a series while the image has focus. Up and down do so only while the
 * whole image is in view: zoomed in, the arrows pan in all four directions, and Page Up and Page
 * Down still change the slice.
 */
const SLICE_KEYS: Record<string, number> = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 };
const ARROW_SLICE_KEYS = new Set(['ArrowDown', 'ArrowUp']);

export type RadiographViewerProps = {
  /** One image, or a series in order (at least one). */
  images: string[];
  alt: string;
  /** `study` (the default) adds invert, full screen and the full-size file to the exam's tools. */
  mode?: ViewerMode;
  /** Called each time the shown image has loaded: the first paint, and each new slice. */
  onImageLoad?: () => void;
};

/**
 * A case image read the way the exam presents it on screen (FRCR 2B since 2025): scroll a series
 * with the wheel, the keys or the slider, zoom with the buttons, a pinch or the wheel (Ctrl +
 * wheel in a series), pan by dragging, rotate in quarter turns, and brightness and contrast as a
 * window/level approximation for 8-bit images; study mode adds invert and full screen.
 * react-zoom-pan-pinch does the gestures and the keyboard (arrows pan, + and − zoom, 0 resets
 * while the image has focus); in a series up and down change the slice until the image is zoomed.
 */
export default function RadiographViewer({
  images,
  alt,
  mode = 'study',
  onImageLoad,
}: RadiographViewerProps) {
  const idPrefix = useId();
  const frame = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const transform = useRef<ReactZoomPanPinchContentRef>(null);
  const [state, setState] = useState<ViewerState>(initialViewerState);
  const [overlay, setOverlay] = useState(false);
  const slices = images.length;
  const series = slices > 1;
  const update = (change: Partial<ViewerState>) =>
    setState((previous) => ({ ...previous, ...change }));
  const showSlice = useCallback(
    (slice: (current: number) => number) =>
      setState((previous) => {
        const next = Math.min(slices - 1, Math.max(0, slice(previous.slice)));
        return next === previous.slice ? previous : { ...previous, slice: next };
      }),
    [slices],
  );

  useEffect(() => {
    const onChange = () => {
      const active = document.fullscreenElement === frame.current;
      update({ fullscreen: active });
      // The image area changed size: start from the whole image again.
      transform.current?.resetTransform(0);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOverlay(false);
      update({ fullscreen: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay]);

  // The wheel scrolls a series, as in PACS; it needs a listener that may cancel the page's scroll.
  useEffect(() => {
    const area = viewport.current;
    if (!area || !series) return;
    let travelled = 0;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.deltaY === 0) return;
      event.preventDefault();
      const pixels = event.deltaY * (WHEEL_DELTA_PIXELS[event.deltaMode] ?? 1);
      if (Math.sign(pixels) !== Math.sign(travelled)) travelled = 0;
      travelled += pixels;
      if (Math.abs(travelled) < WHEEL_PIXELS_PER_SLICE) return;
      travelled = 0;
      showSlice((current) => current + Math.sign(pixels));
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    return () => area.removeEventListener('wheel', onWheel);
  }, [series, showSlice]);

  // Fetch the neighbouring slices ahead, so scrolling shows each at once instead of a blank.
  useEffect(() => {
    for (let offset = -PRELOAD_SLICES; offset <= PRELOAD_SLICES; offset++) {
      const neighbour = images[state.slice + offset];
      if (offset !== 0 && neighbour) new Image().src = neighbour;
    }
  }, [images, state.slice]);

  const actions: ViewerActions = {
    zoomIn: () => void transform.current?.zoomIn(ZOOM_STEP),
    zoomOut: () => void transform.current?.zoomOut(ZOOM_STEP),
    rotate: (quarterTurns) =>
      setState((previous) => ({
        ...previous,
        rotation: (previous.rotation + quarterTurns * 90 + 360) % 360,
      })),
    // Like PACS: the view starts again, on the same slice.
    reset: () => {
      void transform.current?.resetTransform();
      setState((previous) => ({
        ...initialViewerState,
        fullscreen: previous.fullscreen,
        slice: previous.slice,
      }));
    },
    toggleInvert: () => setState((previous) => ({ ...previous, inverted: !previous.inverted })),
    setBrightness: (brightness) => update({ brightness }),
    setContrast: (contrast) => update({ contrast }),
    showSlice: (slice) => showSlice(() => slice),
    toggleFullscreen: () => {
      const showOverlay = (open: boolean) => {
        setOverlay(open);
        update({ fullscreen: open });
      };
      if (overlay) return showOverlay(false);
      if (document.fullscreenElement) return void document.exitFullscreen();
      const element = frame.current;
      if (document.fullscreenEnabled && element?.requestFullscreen) {
        element.requestFullscreen().catch(() => showOverlay(true));
      } else {
        showOverlay(true);
      }
    },
  };

  // Runs before the zoom library's own key handler, which leaves a key already handled alone.
  const onImageKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // The library's 0 resets zoom and pan only; the Reset tool's whole reset is what users expect.
    if (event.key === '0') {
      event.preventDefault();
      return actions.reset();
    }
    // Zoomed in, the zoom library pans with the arrows, up and down included.
    if (ARROW_SLICE_KEYS.has(event.key) && state.zoom > 1) return;
    const step = series ? SLICE_KEYS[event.key] : undefined;
    if (!step) return;
    event.preventDefault();
    showSlice((current) => current + step);
  };

  const fullscreen = state.fullscreen ? (overlay ? 'overlay' : 'api') : false;
  const shown = images[state.slice];
  // A quarter turn swaps the image's box, so it still fits the area (cq units: the area's size).
  const sideways = state.rotation % 180 !== 0;

  return (
    <ViewerFrame
      ref={frame}
      fullSizeHref={mode === 'study' ? shown : undefined}
      series={series}
      fullscreen={fullscreen}
      controls={
        <ViewerControls
          state={state}
          actions={actions}
          idPrefix={idPrefix}
          mode={mode}
          slices={slices}
        />
      }
    >
      <div ref={viewport} className={viewportClasses(fullscreen)} onKeyDownCapture={onImageKey}>
        <TransformWrapper
          ref={transform}
          minScale={1}
          maxScale={MAX_ZOOM}
          centerOnInit
          keyboard={{ disabled: false, zoomStep: ZOOM_STEP, panStep: 60 }}
          doubleClick={{ step: ZOOM_STEP }}
          wheel={{ activationKeys: series ? ['Control'] : [] }}
          onTransform={(_ref, { scale }) => update({ zoom: scale })}
        >
          <TransformComponent
            wrapperStyle={{ width: '100%', height: '100%' }}
            contentStyle={{
              width: '100%',
              height: '100%',
              position: 'relative',
              containerType: 'size',
            }}
            wrapperClass="cursor-grab active:cursor-grabbing focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-400"
            wrapperProps={{
              role: 'application',
              'aria-label': `${alt}. ${viewerKeysHint(series)}`,
            }}
            contentProps={{ 'data-viewer-content': '' } as HTMLAttributes<HTMLDivElement>}
          >
            {/* The original file: zooming needs every pixel, which next/image would resize away. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={shown}
              alt={sliceAlt(alt, state.slice, slices)}
              data-testid="viewer-image"
              data-slice={state.slice + 1}
              draggable={false}
              decoding="async"
              onLoad={onImageLoad}
              className="absolute top-1/2 left-1/2 max-w-none object-contain select-none"
              style={{
                width: sideways ? '100cqh' : '100%',
                height: sideways ? '100cqw' : '100%',
                transform: `translate(-50%, -50%) rotate(${state.rotation}deg)`,
                filter: viewerFilter(state),
              }}
            />
          </TransformComponent>
        </TransformWrapper>
      </div>
    </ViewerFrame>
  );
}
