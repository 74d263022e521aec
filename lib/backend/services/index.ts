import type { Handlers } from '../handler';
import { dashboardHandlers } from './dashboard';
import { pageHandlers } from './pages';
import { testimonialHandlers } from './testimonials';

/** Every implemented call, by contract name. One line per domain module. */
export const handlers: Handlers = {
  ...pageHandlers,
  ...testimonialHandlers,
  ...dashboardHandlers,
};
