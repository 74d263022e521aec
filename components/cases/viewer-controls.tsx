import type { ReactNode } from 'react';

import { cn } from '@/components/ui/cn';
import { iconDefaults } from '@/components/ui/icons';

/** Brightness and contrast as percentages: CSS filters standing in for window level and width. */
const LEVEL_RANGE = { min: 20, max: 180, step: 5, initial: 100 } as const;
const WIDTH_RANGE = { min: 20, max: 400, step: 5, initial: 100 } as const;

/**
 * `exam` offers what the exam's on-screen viewer offers (scroll, pan, zoom, rotate, reset,
 * windowing) and nothing else; `study` adds invert, full screen and the full-size file.
 */
export type ViewerMode = 'study' | 'exam';

export type ViewerState = {
  zoom: number;
  brightness: number;
  contrast: number;
  inverted: boolean;
  fullscreen: boolean;
  /** Clockwise, in degrees: 0, 90, 180 or 270. */
  rotation: number;
  /** The series' image shown, from 0. */
  slice: number;
};

export const initialViewerState: ViewerState = {
  zoom: 1,
  brightness: LEVEL_RANGE.initial,
  contrast: WIDTH_RANGE.initial,
  inverted: false,
  fullscreen: false,
  rotation: 0,
  slice: 0,
};

export type ViewerActions = {
  zoomIn: () => void;
  zoomOut: () => void;
  rotate: (quarterTurns: 1 | -1) => void;
  reset: () => void;
  toggleInvert: () => void;
  toggleFullscreen: () => void;
  setBrightness: (value: number) => void;
  setContrast: (value: number) => void;
  showSlice: (slice: number) => void;
};

/** The image's CSS filter for a viewer state. */
export function viewerFilter({ brightness, contrast, inverted }: ViewerState): string {
  return `brightness(${brightness}%) contrast(${contrast}%)${inverted ? ' invert(1)' : ''}`;
}

/** The tools' line icons (24 px grid, stroke in currentColor). */
const icons = {
  zoomOut: <path d="M5 12h14" />,
  zoomIn: <path d="M12 5v14M5 12h14" />,
  rotateLeft: (
    <>
      <path d="M4 12a8 8 0 1 0 2.3-5.6" />
      <path d="M4 3v4h4" />
    </>
  ),
  rotateRight: (
    <>
      <path d="M20 12a8 8 0 1 1-2.3-5.6" />
      <path d="M20 3v4h-4" />
    </>
  ),
  reset: (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7" />
      <path d="M3 4v5h5" />
    </>
  ),
  invert: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />
    </>
  ),
  enterFullscreen: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  exitFullscreen: <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />,
  previous: <path d="m15 18-6-6 6-6" />,
  next: <path d="m9 18 6-6-6-6" />,
} satisfies Record<string, ReactNode>;

function ToolIcon({ children }: { children: ReactNode }) {
  return (
    <svg {...iconDefaults} className="size-4">
      {children}
    </svg>
  );
}

const toolClasses =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-white ring-1 ring-white/20 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-white aria-pressed:text-slate-950';

function Tool({
  label,
  icon,
  onClick,
  pressed,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  pressed?: boolean;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      disabled={disabled}
      className={toolClasses}
    >
      <ToolIcon>{icon}</ToolIcon>
      {label}
    </button>
  );
}

function Slider({
  id,
  label,
  value,
  range,
  onChange,
  disabled,
  shown,
  valueText,
  className,
}: {
  id: string;
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  onChange?: (value: number) => void;
  disabled: boolean;
  /** The value as the output next to the slider shows it. */
  shown: string;
  valueText?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-1 basis-48 items-center gap-3', className)}>
      <label htmlFor={id} className="w-20 shrink-0 text-sm font-semibold text-white">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={(event) => onChange?.(Number(event.target.value))}
        className="h-2 min-w-0 flex-1 cursor-pointer accent-white disabled:cursor-not-allowed"
      />
      <output
        htmlFor={id}
        className="min-w-12 shrink-0 text-right text-sm text-slate-200 tabular-nums"
      >
        {shown}
      </output>
    </div>
  );
}

type ViewerControlsProps = {
  state: ViewerState;
  /** Absent while the viewer loads: the same controls, disabled, so nothing moves when it lands. */
  actions?: ViewerActions;
  idPrefix: string;
  mode: ViewerMode;
  /** How many images the series has; one image has no slice controls. */
  slices: number;
};

/**
 * The viewer's tools, each with a visible label: zoom, rotate, reset, (in study mode) invert and
 * full screen, the window, and for a series the slice.
 */
export function ViewerControls({ state, actions, idPrefix, mode, slices }: ViewerControlsProps) {
  const disabled = !actions;
  const slice = state.slice + 1;
  return (
    <div
      role="toolbar"
      aria-label="Image tools"
      className="flex flex-col gap-3 border-b border-white/10 bg-slate-900 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Tool
          label="Zoom out"
          icon={icons.zoomOut}
          onClick={actions?.zoomOut}
          disabled={disabled}
        />
        <span
          data-testid="zoom-level"
          className="min-w-14 text-center text-sm font-semibold text-white tabular-nums"
        >
          <span className="sr-only">Zoom level </span>
          {Math.round(state.zoom * 100)}%
        </span>
        <Tool label="Zoom in" icon={icons.zoomIn} onClick={actions?.zoomIn} disabled={disabled} />
        <Tool
          label="Rotate left"
          icon={icons.rotateLeft}
          onClick={actions && (() => actions.rotate(-1))}
          disabled={disabled}
        />
        <Tool
          label="Rotate right"
          icon={icons.rotateRight}
          onClick={actions && (() => actions.rotate(1))}
          disabled={disabled}
        />
        <Tool label="Reset" icon={icons.reset} onClick={actions?.reset} disabled={disabled} />
        {mode === 'study' ? (
          <>
            <Tool
              label="Invert"
              icon={icons.invert}
              onClick={actions?.toggleInvert}
              pressed={state.inverted}
              disabled={disabled}
            />
            <Tool
              label={state.fullscreen ? 'Exit full screen' : 'Full screen'}
              icon={state.fullscreen ? icons.exitFullscreen : icons.enterFullscreen}
              onClick={actions?.toggleFullscreen}
              disabled={disabled}
            />
          </>
        ) : null}
      </div>
      {/* Brightness and contrast are what the filters change; the group says they are the window. */}
      <fieldset className="flex min-w-0 flex-wrap items-center gap-x-6 gap-y-3">
        <legend className="sr-only">Window</legend>
        <Slider
          id={`${idPrefix}-brightness`}
          label="Brightness"
          value={state.brightness}
          range={LEVEL_RANGE}
          onChange={actions?.setBrightness}
          disabled={disabled}
          shown={`${state.brightness}%`}
        />
        <Slider
          id={`${idPrefix}-contrast`}
          label="Contrast"
          value={state.contrast}
          range={WIDTH_RANGE}
          onChange={actions?.setContrast}
          disabled={disabled}
          shown={`${state.contrast}%`}
        />
      </fieldset>
      {slices > 1 ? (
        <div className="flex flex-wrap items-center gap-2">
          <Tool
            label="Previous slice"
            icon={icons.previous}
            onClick={actions && (() => actions.showSlice(state.slice - 1))}
            disabled={disabled}
          />
          <Slider
            id={`${idPrefix}-slice`}
            label="Slice"
            value={slice}
            range={{ min: 1, max: slices, step: 1 }}
            onChange={actions && ((value) => actions.showSlice(value - 1))}
            disabled={disabled}
            shown={`${slice} / ${slices}`}
            valueText={`${slice} of ${slices}`}
            // On a phone the slider takes the row and the buttons share the next.
            className="order-first basis-full sm:order-none sm:basis-48"
          />
          <Tool
            label="Next slice"
            icon={icons.next}
            onClick={actions && (() => actions.showSlice(state.slice + 1))}
            disabled={disabled}
          />
        </div>
      ) : null}
    </div>
  );
}
