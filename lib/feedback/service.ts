import { and, eq, isNotNull } from 'drizzle-orm';

import { feedbackMessages } from '@/lib/feedback/calls';
import { feedback, videos } from '../db/schema';
import { notFound } from '../calls/service-error';
import type { Service } from '../calls/service';
import type { feedbackCalls } from './calls';

/**
 * Site feedback (WEBSITE, from the profile) or a lesson's feedback (VIDEO). Saved unapproved:
 * an operator chooses which become testimonials.
 */
export const saveFeedback: Service<typeof feedbackCalls.saveFeedback> = async (
  deps,
  { studentId },
  input,
) => {
  const { db } = deps;
  let videoId: number | null = null;
  if (input.type === 'VIDEO') {
    const [video] = await db
      .select({ id: videos.id })
      .from(videos)
      // A draft lesson takes no feedback: only the console sees it.
      .where(and(eq(videos.id, input.videoId), isNotNull(videos.publishedAt)))
      .limit(1);
    if (!video) throw notFound(feedbackMessages.noSuchVideo);
    videoId = video.id;
  }
  await db.insert(feedback).values({
    studentId,
    videoId,
    type: input.type,
    rating: String(input.rating),
    description: input.description,
  });
  return { message: feedbackMessages.saved, data: null };
};
