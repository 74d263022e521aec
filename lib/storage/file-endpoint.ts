/**
 * Uploaded files (profile photos) are served from here, followed by the stored file name.
 * Kept apart from fields.ts so browser code can build file URLs without loading zod.
 */
export const FILE_ENDPOINT = '/api/files/';
