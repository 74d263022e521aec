import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each call of this domain the site makes lives and who may make it; zod-free, so the
 * browser imports it. The console's are in console-endpoints.ts, which no site page loads.
 */
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
  // Bytes that stream, each through a route of its own (docs/lessons.md, docs/console.md).
  lessonMedia: endpoint({ path: 'media/{name}', method: 'GET', access: 'student', via: 'route' }),
  lessonStream: endpoint({
    path: 'lessons/{videoId}/stream/{name}',
    method: 'GET',
    access: 'optional',
    via: 'route',
  }),
};
