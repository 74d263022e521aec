'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Safari's own full screen for a video element (iPhones have no other). */
type WebkitVideo = HTMLVideoElement & { webkitExitFullscreen?: () => void };

export type PlayerFullscreen = {
  /** The player fills the screen (or, where the page cannot go full screen, the window). */
  full: boolean;
  toggle: () => void;
};

/**
 * Full screen for the player's stage (the video, the moving overlay over it and the controls),
 * never for the video element alone, which would leave the overlay behind (docs/lessons.md): a
 * video that goes full screen by itself (a browser's own control, a double click) is taken out of
 * it and the stage goes instead. Where the page cannot go full screen (iPhones), the stage fills
 * the window.
 */
export function usePlayerFullscreen(stage: RefObject<HTMLElement | null>): PlayerFullscreen {
  const [fullscreen, setFullscreen] = useState(false);
  const [filling, setFilling] = useState(false);

  useEffect(() => {
    const box = stage.current;
    if (!box) return;
    const changed = () => {
      const element = document.fullscreenElement;
      if (element && element !== box && box.contains(element)) {
        // The full screen was already allowed by the student's gesture; it moves to the stage, or
        // ends if the browser will not move it.
        document
          .exitFullscreen()
          .then(() => box.requestFullscreen())
          .catch(() => {});
      }
      setFullscreen(element === box);
    };
    // Media events do not bubble; a listener capturing on the stage hears its video's.
    const nativeVideoFullscreen = (event: Event) => {
      (event.target as WebkitVideo).webkitExitFullscreen?.();
      setFilling(true);
    };
    const pictureInPicture = () => {
      void document.exitPictureInPicture?.().catch(() => {});
    };
    document.addEventListener('fullscreenchange', changed);
    box.addEventListener('webkitbeginfullscreen', nativeVideoFullscreen, true);
    box.addEventListener('enterpictureinpicture', pictureInPicture, true);
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      box.removeEventListener('webkitbeginfullscreen', nativeVideoFullscreen, true);
      box.removeEventListener('enterpictureinpicture', pictureInPicture, true);
    };
  }, [stage]);

  // Escape leaves the window-filling stage as it leaves full screen.
  useEffect(() => {
    if (!filling) return;
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFilling(false);
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [filling]);

  const toggle = useCallback(() => {
    const box = stage.current;
    if (!box) return;
    if (filling) {
      setFilling(false);
    } else if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
    } else if (typeof box.requestFullscreen === 'function') {
      box.requestFullscreen().catch(() => setFilling(true));
    } else {
      setFilling(true);
    }
  }, [stage, filling]);

  return { full: fullscreen || filling, toggle };
}
