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

/** Where each call of this domain lives and who may make it; zod-free, so the browser imports it. */
export const lessonEndpoints = {
  relatedVideos: endpoint({ path: 'video/relatedvideo', method: 'POST', access: 'optional' }),
  videoTeaser: endpoint({ path: 'dashboard/videoshort', method: 'GET', access: 'public' }),
  viewVideo: endpoint({ path: 'video/view', method: 'POST', access: 'optional' }),
  lessonSitemap: endpoint({ path: 'video/sitemap', method: 'POST', access: 'public' }),
  videoProgress: endpoint({ path: 'student/video/progress', method: 'POST', access: 'student' }),
  // Read by the video page alone, beside the visitor's cached list (docs/lessons.md).
  watchedMarks: endpoint({
    path: 'student/video/watched',
    method: 'POST',
    access: 'student',
    via: 'page',
  }),
  saveVideoProgress: endpoint({
    path: 'student/video/progress/save',
    method: 'POST',
    access: 'student',
  }),
  playerPreferences: endpoint({
    path: 'student/player/preferences',
    method: 'POST',
    access: 'student',
  }),
  savePlayerPreferences: endpoint({
    path: 'student/player/preferences/save',
    method: 'POST',
    access: 'student',
  }),
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
  // Bytes that stream, each through a route of its own (docs/lessons.md, docs/console.md).
  lessonMedia: endpoint({ path: 'media/{name}', method: 'GET', access: 'student', via: 'route' }),
  lessonStream: endpoint({
    path: 'lessons/{videoId}/stream/{name}',
    method: 'GET',
    access: 'optional',
    via: 'route',
  }),
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
