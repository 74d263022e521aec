/**
 * A paper's images as the browser reaches them (docs/practice.md, "The films' addresses"): each
 * at `/api/practice/paper/<paper>/image/<name>`, served only to the student whose paper it is.
 * Zod-free and server-free, so the image route and the transports use it cheaply.
 */

/** An image's name in its paper: 32 base64url characters (192 bits) of a keyed hash. */
export const PAPER_IMAGE_NAME = /^[A-Za-z0-9_-]{32}$/;

/** Where the browser loads one of a paper's images. */
export function paperImageUrl(paperId: number, name: string): string {
  return `/api/practice/paper/${paperId}/image/${name}`;
}

/** A request for one of a paper's images, as the image route passes it on. */
export type PaperImageRequest = { paperId: number; name: string };
