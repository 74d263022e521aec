import { forwardRef, type ReactNode } from 'react';

import { cn } from '@/components/ui/cn';

type ViewerFrameProps = {
  /** The tools row. */
  controls: ReactNode;
  /** The image area. */
  children: ReactNode;
  /** The shown image's file, linked at full size; absent in exam mode, which has no such link. */
  fullSizeHref?: string;
  /** Whether the image is one of a series, which the wheel and the up and down keys scroll. */
  series: boolean;
  /** Full screen through the Fullscreen API, or, where it is missing (iPhone), over the page. */
  fullscreen?: 'api' | 'overlay' | false;
};

export const viewportClasses = (fullscreen: ViewerFrameProps['fullscreen']) =>
  fullscreen ? 'min-h-0 flex-1' : 'aspect-square max-h-[75vh] w-full';

/** The image's text alternative; a series' says which slice it is. */
export const sliceAlt = (alt: string, slice: number, slices: number) =>
  slices > 1 ? `${alt} (slice ${slice + 1} of ${slices})` : alt;

/** How to use the image with the keyboard, for the image area's accessible name. */
export const viewerKeysHint = (series: boolean) =>
  series
    ? 'Up and down arrow keys, or Page Up and Page Down, change the slice; zoomed in, the arrow keys pan in all four directions; plus and minus zoom, 0 resets.'
    : 'Arrow keys pan, plus and minus zoom, 0 resets.';

/**
 * The viewer's box: tools, the image area and a line on how to use it. The loading placeholder
 * and the viewer share it, so the page does not move when the viewer arrives.
 */
export const ViewerFrame = forwardRef<HTMLDivElement, ViewerFrameProps>(function ViewerFrame(
  { controls, children, fullSizeHref, series, fullscreen = false },
  ref,
) {
  return (
    <div
      ref={ref}
      className={cn(
        'flex flex-col overflow-hidden bg-slate-950 text-white',
        fullscreen ? 'h-dvh w-full' : 'rounded-2xl shadow-lg ring-1 ring-slate-900/10',
        fullscreen === 'overlay' && 'fixed inset-0 z-50',
      )}
    >
      {controls}
      {children}
      <p className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-white/10 bg-slate-900 px-3 py-2 text-xs text-slate-300">
        {series ? (
          <span>
            Scroll to change the slice; Ctrl + scroll or pinch to zoom; drag to pan. On the image: ↑
            ↓ or Page Up and Page Down change the slice, and zoomed in the arrows pan; + and − zoom,
            0 resets.
          </span>
        ) : (
          <span>
            Drag to pan; scroll or pinch to zoom. On the image: arrow keys pan, + and − zoom, 0
            resets.
          </span>
        )}
        {fullSizeHref ? (
          <a
            href={fullSizeHref}
            target="_blank"
            rel="noopener"
            className="font-semibold text-white underline-offset-4 hover:underline"
          >
            Open full-size image<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </p>
    </div>
  );
});
