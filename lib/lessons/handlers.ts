import type { Handlers } from '@/lib/calls/service';

import type { lessonCalls } from './calls';
import {
  playerPreferences,
  savePlayerPreferences,
  saveVideoProgress,
  videoProgress,
  watchedMarks,
} from './progress';
import { lessonSitemap, relatedVideos, viewVideo } from './service';
import {
  consoleLessonDetails,
  createLesson,
  listLessonsForConsole,
  moveLesson,
  publishLesson,
  setLessonFreePreview,
  retryLessonPackagingCall,
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
import { openLessonStream } from './lesson-stream';

export const lessonHandlers = {
  relatedVideos,
  videoTeaser,
  viewVideo,
  lessonSitemap,
  videoProgress,
  watchedMarks,
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
  setLessonFreePreview,
  retryLessonPackaging: retryLessonPackagingCall,
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
  lessonStream: openLessonStream,
} satisfies Handlers<typeof lessonCalls>;
