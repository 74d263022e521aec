import { endpoint } from '@/lib/calls/endpoint';

/** Where each call of this domain lives and who may make it; zod-free, so the browser imports it. */
export const lessonEndpoints = {
  relatedVideos: endpoint({ path: 'video/relatedvideo', method: 'POST', access: 'optional' }),
  videoTeaser: endpoint({ path: 'dashboard/videoshort', method: 'GET', access: 'public' }),
  viewVideo: endpoint({ path: 'video/view', method: 'POST', access: 'optional' }),
  lessonSitemap: endpoint({ path: 'video/sitemap', method: 'POST', access: 'public' }),
  videoProgress: endpoint({ path: 'student/video/progress', method: 'POST', access: 'student' }),
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
};
