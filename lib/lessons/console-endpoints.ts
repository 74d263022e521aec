import { endpoint } from '@/lib/calls/endpoint';

/** Who writes lessons in the console: the content roles. */
const LESSON_WRITER_ROLES = ['owner', 'editor'] as const;

/** A console form's write, made through the server action `action`. */
const write = (path: string) =>
  endpoint({
    path,
    method: 'POST',
    access: 'operator',
    roles: LESSON_WRITER_ROLES,
    via: 'action',
  });

/** A console upload through the console's BFF (a form with a file). */
const upload = (path: string) =>
  endpoint({
    path,
    method: 'POST',
    access: 'operator',
    roles: LESSON_WRITER_ROLES,
    encoding: 'multipart',
    via: 'console',
  });

/**
 * A step of a resumable lesson upload (docs/storage.md): the console's uploader (Uppy) reaches
 * each through the route under /console/lesson-upload/<videoId>/, which makes the call.
 */
const uploadStep = (path: string) =>
  endpoint({
    path,
    method: 'POST',
    access: 'operator',
    roles: LESSON_WRITER_ROLES,
    via: 'route',
  });

/**
 * Where each of this domain's console calls lives and which operators may make it; zod-free, so
 * the console's islands import it. Apart from the site's (endpoints.ts), so no site page loads it.
 */
export const consoleLessonEndpoints = {
  // The console: every lesson, drafts included; owners and editors write them (docs/console.md).
  listLessonsForConsole: endpoint({
    path: 'console/lesson/list',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support'],
    via: 'page',
  }),
  consoleLessonDetails: endpoint({
    path: 'console/lesson/details',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support'],
    via: 'page',
  }),
  createLesson: write('console/lesson/create'),
  updateLessonDetails: write('console/lesson/details/save'),
  setLessonMediaLink: write('console/lesson/media/link'),
  setLessonCaptionsLink: write('console/lesson/captions/link'),
  moveLesson: write('console/lesson/move'),
  setRelatedLessons: write('console/lesson/related'),
  publishLesson: write('console/lesson/publish'),
  setLessonFreePreview: write('console/lesson/free-preview'),
  retryLessonPackaging: write('console/lesson/package/retry'),
  uploadLessonCover: upload('console/lesson/cover'),
  uploadLessonCaptions: upload('console/lesson/captions'),
  uploadLessonMedia: endpoint({
    path: 'console/lesson-media/{videoId}',
    method: 'POST',
    access: 'operator',
    roles: LESSON_WRITER_ROLES,
    via: 'route',
  }),
  createLessonUpload: uploadStep('console/lesson/upload/create'),
  signLessonUploadPart: uploadStep('console/lesson/upload/sign-part'),
  listLessonUploadParts: uploadStep('console/lesson/upload/parts'),
  completeLessonUpload: uploadStep('console/lesson/upload/complete'),
  abortLessonUpload: uploadStep('console/lesson/upload/abort'),
  receiveLessonUploadPart: endpoint({
    path: 'console/lesson/upload/part/{videoId}',
    method: 'PUT',
    access: 'operator',
    roles: LESSON_WRITER_ROLES,
    via: 'route',
  }),
};
