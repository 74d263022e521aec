import { and, asc, eq, isNotNull } from 'drizzle-orm';

import { storedFileUrl } from '../storage/files';
import { published } from './service';

import { caseCategories, cases, videos } from '../db/schema';
import type { Service } from '../calls/service';
import type { lessonCalls } from './calls';

const TEASER_ITEMS = 6;

/** The home page's first published lessons and first cases. */
export const videoTeaser: Service<typeof lessonCalls.videoTeaser> = async (deps) => {
  const [videoRows, categoryRows] = await Promise.all([
    deps.db
      .select({
        videoId: videos.id,
        name: videos.name,
        cover: videos.cover,
        thumbnail: videos.thumbnail,
      })
      .from(videos)
      .where(published(deps.now()))
      .orderBy(asc(videos.position), asc(videos.id))
      .limit(TEASER_ITEMS),
    deps.db
      .select({ subshortId: cases.id, name: cases.name, thumbnail: cases.image })
      .from(cases)
      // Drafts are the console's alone, and so is every case of a draft category.
      .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
      .where(and(isNotNull(cases.publishedAt), isNotNull(caseCategories.publishedAt)))
      .orderBy(asc(cases.position), asc(cases.id))
      .limit(TEASER_ITEMS),
  ]);
  return {
    message: 'Success',
    data: {
      video: videoRows.map((v) => ({
        videoId: v.videoId,
        name: v.name,
        cover: storedFileUrl(v.cover ?? v.thumbnail) ?? '',
      })),
      subshort: categoryRows,
    },
  };
};
