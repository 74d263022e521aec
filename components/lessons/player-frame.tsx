import type { ReactNode, Ref } from 'react';

import { GATED_PLAYER_CLASS } from '@/lib/lessons/links';

import { cn } from '@/components/ui/cn';

type PlayerFrameProps = {
  children?: ReactNode;
  /** Shows a spinner over the content while the player or the access check loads. */
  busy?: boolean;
  /** Fills the full-screen stage instead of its place on the page. */
  fill?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The player's place on the page: 400 px high from small screens up, 16:9 on
 * phones, where 400 px would be taller than the screen is wide. The cover, the loading player and
 * the player itself all fill it, so nothing moves when one replaces the other.
 */
export function PlayerFrame({
  children,
  busy = false,
  fill = false,
  className,
  ref,
}: PlayerFrameProps) {
  return (
    <div
      ref={ref}
      className={cn(
        GATED_PLAYER_CLASS,
        'relative isolate w-full overflow-hidden bg-slate-950',
        fill
          ? 'min-h-0 flex-1'
          : 'aspect-video rounded-2xl shadow-lg ring-1 ring-slate-900/10 sm:aspect-auto sm:h-[400px]',
        className,
      )}
    >
      {children}
      {busy ? (
        <span role="status" className="absolute inset-0 z-10 flex items-center justify-center">
          <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
          <span className="sr-only">Loading...</span>
        </span>
      ) : null}
    </div>
  );
}
