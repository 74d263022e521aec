'use client';

import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
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
  type ViewerState,
} from '@/components/cases/viewer-controls';
import { ViewerFrame, viewportClasses } from '@/components/cases/viewer-frame';

const ZOOM_STEP = 0.5;
const MAX_ZOOM = 8;

type RadiographViewerProps = { src: string; alt: string };

/**
 * A case image read the way the exam presents it on screen (FRCR 2B since 2025): zoom with the
 * wheel, a pinch or the buttons, pan by dragging, brightness and contrast as a window/level
 * approximation for 8-bit images, invert, reset and full screen. react-zoom-pan-pinch does the
 * gestures and the keyboard (arrows pan, + and − zoom, 0 resets while the image has focus).
 */
export default function RadiographViewer({ src, alt }: RadiographViewerProps) {
  const idPrefix = useId();
  const frame = useRef<HTMLDivElement>(null);
  const transform = useRef<ReactZoomPanPinchContentRef>(null);
  const [state, setState] = useState<ViewerState>(initialViewerState);
  const [overlay, setOverlay] = useState(false);
  const update = (change: Partial<ViewerState>) =>
    setState((previous) => ({ ...previous, ...change }));

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
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOverlay(false);
      update({ fullscreen: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay]);

  const actions: ViewerActions = {
    zoomIn: () => void transform.current?.zoomIn(ZOOM_STEP),
    zoomOut: () => void transform.current?.zoomOut(ZOOM_STEP),
    reset: () => {
      void transform.current?.resetTransform();
      setState((previous) => ({ ...initialViewerState, fullscreen: previous.fullscreen }));
    },
    toggleInvert: () => setState((previous) => ({ ...previous, inverted: !previous.inverted })),
    setBrightness: (brightness) => update({ brightness }),
    setContrast: (contrast) => update({ contrast }),
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

  const fullscreen = state.fullscreen ? (overlay ? 'overlay' : 'api') : false;

  return (
    <ViewerFrame
      ref={frame}
      src={src}
      fullscreen={fullscreen}
      controls={<ViewerControls state={state} actions={actions} idPrefix={idPrefix} />}
    >
      <div className={viewportClasses(fullscreen)}>
        <TransformWrapper
          ref={transform}
          minScale={1}
          maxScale={MAX_ZOOM}
          centerOnInit
          keyboard={{ disabled: false, zoomStep: ZOOM_STEP, panStep: 60 }}
          doubleClick={{ step: ZOOM_STEP }}
          onTransform={(_ref, { scale }) => update({ zoom: scale })}
        >
          <TransformComponent
            wrapperStyle={{ width: '100%', height: '100%' }}
            contentStyle={{ width: '100%', height: '100%' }}
            wrapperClass="cursor-grab active:cursor-grabbing focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-400"
            wrapperProps={{
              role: 'application',
              'aria-label': `${alt}. Arrow keys pan, plus and minus zoom, 0 resets.`,
            }}
            contentProps={{ 'data-viewer-content': '' } as HTMLAttributes<HTMLDivElement>}
          >
            {/* The original file: zooming needs every pixel, which next/image would resize away. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={src}
              alt={alt}
              draggable={false}
              decoding="async"
              className="h-full w-full object-contain select-none"
              style={{ filter: viewerFilter(state) }}
            />
          </TransformComponent>
        </TransformWrapper>
      </div>
    </ViewerFrame>
  );
}
