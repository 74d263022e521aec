import { lessonPackageJob } from '../lessons/lesson-packaging';
import { sessionReminderJob } from '../live-sessions/reminders';
import { waitlistOfferJob } from '../live-sessions/waitlist';
import { sendMailJob } from '../mail/mail-queue';
import { orderCheckJob } from '../plans/payments';
import { paperCloseJob } from '../practice/papers';
import { insightRefreshJob } from '../insight/refresh';
import type { AnyJobDefinition } from '../jobs/define-job';

/** Every kind of background work, from the domains that own it; the worker runs these. */
export const allJobs: readonly AnyJobDefinition[] = [
  sendMailJob,
  sessionReminderJob,
  orderCheckJob,
  waitlistOfferJob,
  paperCloseJob,
  insightRefreshJob,
  lessonPackageJob,
];
