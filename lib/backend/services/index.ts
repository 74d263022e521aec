import type { Handlers } from '../handler';
import { accountHandlers } from './accounts';
import { dashboardHandlers } from './dashboard';
import { feedbackHandlers } from './feedback';
import { pageHandlers } from './pages';
import { recoveryHandlers } from './password-recovery';
import { testimonialHandlers } from './testimonials';

/** Every implemented call, by contract name. One line per domain module. */
export const handlers: Handlers = {
  ...pageHandlers,
  ...testimonialHandlers,
  ...dashboardHandlers,
  ...accountHandlers,
  ...recoveryHandlers,
  ...feedbackHandlers,
};
