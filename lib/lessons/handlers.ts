import type { Handlers } from '@/lib/calls/service';

import type { lessonCalls } from './calls';
import {
  playerPreferences,
  savePlayerPreferences,
  saveVideoProgress,
  videoProgress,
} from './progress';
import { lessonSitemap, relatedVideos, viewVideo } from './service';
import {
  consoleLessonDetails,
  createLesson,
  listLessonsForConsole,
  moveLesson,
  publishLesson,
  setLessonCaptionsLink,
  setLessonMediaLink,
  setRelatedLessons,
  updateLessonDetails,
  uploadLessonCaptions,
  uploadLessonCover,
} from './console-lessons';
import { videoTeaser } from './teaser';

import { openLessonMedia } from './lesson-media';
import {
  abortLessonUpload,
  completeLessonUpload,
  createLessonUpload,
  listLessonUploadParts,
  receiveLessonMedia,
  receiveLessonUploadPart,
  signLessonUploadPart,
} from './lesson-media-upload';

export const lessonHandlers = {
  relatedVideos,
  videoTeaser,
  viewVideo,
  lessonSitemap,
  videoProgress,
  saveVideoProgress,
  playerPreferences,
  savePlayerPreferences,
  listLessonsForConsole,
  consoleLessonDetails,
  createLesson,
  updateLessonDetails,
  setLessonMediaLink,
  setLessonCaptionsLink,
  moveLesson,
  setRelatedLessons,
  publishLesson,
  uploadLessonCover,
  uploadLessonCaptions,
  uploadLessonMedia: receiveLessonMedia,
  lessonMedia: openLessonMedia,
  createLessonUpload,
  signLessonUploadPart,
  listLessonUploadParts,
  completeLessonUpload,
  abortLessonUpload,
  receiveLessonUploadPart,
} satisfies Handlers<typeof lessonCalls>;
