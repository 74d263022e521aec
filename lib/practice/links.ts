import { routes } from '@/lib/routes';

/*
 * Where the browser finds a paper, its images and its recordings (docs/practice.md). Zod-free and
 * server-free, so pages, components and the routes that serve the files use it cheaply.
 */

export const paperHref = (paperId: number) => `${routes.practicePaper.path}/${paperId}`;

/** An image's name in its paper: 32 base64url characters (192 bits) of a keyed hash. */
export const PAPER_IMAGE_NAME = /^[A-Za-z0-9_-]{32}$/;

/**
 * Where the browser loads one of a paper's images (docs/practice.md, "The films' addresses"),
 * served only to the student whose paper it is.
 */
export function paperImageUrl(paperId: number, name: string): string {
  return `/api/practice/paper/${paperId}/image/${name}`;
}

/** Recordings are played from here, with the paper and the case's position as query parameters. */
const RECORDING_ENDPOINT = '/api/practice/recording';

/**
 * Where the student plays a stored recording, served only to the student whose paper it is. The
 * stored name's first characters change with every new recording, so an audio element reloads
 * it after a replacement.
 */
export function recordingUrl(paperId: number, position: number, stored: string): string {
  return `${RECORDING_ENDPOINT}?paper=${paperId}&position=${position}&v=${stored.slice(4, 12)}`;
}
