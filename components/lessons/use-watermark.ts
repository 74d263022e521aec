'use client';

import { useEffect, type RefObject } from 'react';

/*
 * The moving overlay over a lesson (docs/lessons.md, "The player"): the student's email and the
 * time, so a screen recording names whose it was and when. It is the page's own element, put
 * back when it is removed or restyled, inside the box the video plays in (which is inside what
 * goes full screen), and lets every click through.
 */

/** How often the overlay moves. */
const WATERMARK_MOVE_MS = 5000;
/** How often its clock is brought up to date. */
const CLOCK_MS = 1000;

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * Its look, as one style attribute, every declaration `!important` so no stylesheet outranks it:
 * white at a third of full strength with a soft shadow, legible on light and dark pictures
 * without hiding them.
 */
function styleAt(leftPercent: number, topPercent: number): string {
  return [
    'position:absolute',
    `left:${leftPercent.toFixed(2)}%`,
    `top:${topPercent.toFixed(2)}%`,
    'z-index:20',
    'display:block',
    'visibility:visible',
    'opacity:1',
    'pointer-events:none',
    'user-select:none',
    'white-space:nowrap',
    'font:600 clamp(11px, 1.4vw, 20px)/1.3 system-ui, sans-serif',
    'color:rgba(255, 255, 255, 0.38)',
    'text-shadow:0 0 2px rgba(0, 0, 0, 0.45)',
    'transform:none',
    'clip-path:none',
  ]
    .map((declaration) => `${declaration} !important`)
    .join(';');
}

/**
 * Shows `text` (the student's email) and the time over `frame`, moving every few seconds; nothing
 * when `text` is null. `random` picks the places; tests pass their own.
 */
export function useWatermark(
  frame: RefObject<HTMLElement | null>,
  text: string | null,
  random: () => number = Math.random,
): void {
  useEffect(() => {
    const box = frame.current;
    if (!box || !text) return;
    const mark = document.createElement('div');
    mark.setAttribute('aria-hidden', 'true');
    let style = styleAt(4, 6);
    const caption = () => `${text} · ${timeFormat.format(new Date())}`;
    let words = caption();

    /** Puts the overlay back as it should be, touching only what differs (no mutation loop). */
    const restore = () => {
      if (mark.parentNode !== box) box.append(mark);
      if (mark.getAttribute('style') !== style) mark.setAttribute('style', style);
      if (mark.textContent !== words) mark.textContent = words;
      for (const name of mark.getAttributeNames()) {
        if (name !== 'style' && name !== 'aria-hidden') mark.removeAttribute(name);
      }
    };
    const move = () => {
      // Kept wholly inside the box: the free room is what the box has beyond the overlay's size.
      const width = box.clientWidth;
      const height = box.clientHeight;
      const freeX = width > 0 ? Math.max(0, 1 - mark.offsetWidth / width) : 0.6;
      const freeY = height > 0 ? Math.max(0, 1 - mark.offsetHeight / height) : 0.8;
      style = styleAt(random() * freeX * 100, random() * freeY * 100);
      restore();
    };

    restore();
    move();
    const observer = new MutationObserver(restore);
    observer.observe(box, { childList: true });
    observer.observe(mark, {
      attributes: true,
      childList: true,
      characterData: true,
      subtree: true,
    });
    const clock = window.setInterval(() => {
      words = caption();
      restore();
    }, CLOCK_MS);
    const mover = window.setInterval(move, WATERMARK_MOVE_MS);
    return () => {
      observer.disconnect();
      window.clearInterval(clock);
      window.clearInterval(mover);
      mark.remove();
    };
  }, [frame, text, random]);
}
