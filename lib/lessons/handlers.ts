import type { Handlers } from '@/lib/calls/service';

import type { lessonCalls } from './calls';
import {
  playerPreferences,
  savePlayerPreferences,
  saveVideoProgress,
  videoProgress,
} from './progress';
import { lessonSitemap, relatedVideos, viewVideo } from './service';
import { videoTeaser } from './teaser';

export const lessonHandlers = {
  relatedVideos,
  videoTeaser,
  viewVideo,
  lessonSitemap,
  videoProgress,
  saveVideoProgress,
  playerPreferences,
  savePlayerPreferences,
} satisfies Handlers<typeof lessonCalls>;
