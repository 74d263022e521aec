import { fetchSlice } from './slice-decode';

/*
 * The page's slice decoder (docs/imaging.md, "Decoding off the main thread"): fetches a slice with
 * the page's cookies and inflates its PNG here, so scrolling paints while the next slices decode;
 * the stored values come back transferred, not copied.
 */

export type SliceRequest = { id: number; url: string; priority: 'high' | 'low' };
export type SliceAnswer =
  | { id: number; width: number; height: number; stored: Uint16Array }
  | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SliceRequest>) => void) | null;
  postMessage: (answer: SliceAnswer, transfer?: Transferable[]) => void;
};

scope.onmessage = ({ data: { id, url, priority } }) => {
  fetchSlice(url, priority).then(
    (slice) => scope.postMessage({ id, ...slice }, [slice.stored.buffer]),
    (error: unknown) =>
      scope.postMessage({
        id,
        error: error instanceof Error ? error.message : 'The slice could not be decoded.',
      }),
  );
};
