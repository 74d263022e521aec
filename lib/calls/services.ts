import type { Services } from './service';
import {
  changePassword,
  editProfile,
  getProfile,
  login,
  logout,
  register,
} from '../accounts/service';
import { listComments, removeComment, saveComment } from '../comments/service';
import { videoTeaser } from '../lessons/teaser';
import { saveFeedback } from '../feedback/service';
import { contact, policy } from '../policies/service';
import { forgotPassword, resetPassword, verifyOtp } from '../accounts/password-recovery';
import {
  checkoutOptions,
  confirmPayment,
  createPaymentOrder,
  paymentStatus,
  recordPurchase,
} from '../plans/payments';
import { listPlans, planHistory } from '../plans/service';
import {
  playerPreferencesOf,
  savePlayerPreferences,
  saveVideoProgress,
  videoProgressOf,
} from '../lessons/progress';
import {
  bookSession,
  listSessions,
  listStudentSessions,
  sessionDetails,
} from '../live-sessions/service';
import { listShorts, listSubShorts, shortAnswer, viewSubShort } from '../cases/service';
import { homeTestimonials, videoTestimonials } from '../feedback/testimonials';
import { relatedVideos, viewVideo } from '../lessons/service';

/** Every implemented call of the contract and the service that answers it: one line each. */
export const services = {
  register,
  login,
  getProfile,
  editProfile,
  changePassword,
  logout,
  forgotPassword,
  verifyOtp,
  resetPassword,
  saveFeedback,
  homeTestimonials,
  videoTestimonials,
  videoTeaser,
  policy,
  contact,
  listComments,
  saveComment,
  removeComment,
  listSessions,
  listStudentSessions,
  sessionDetails,
  bookSession,
  listShorts,
  listSubShorts,
  viewSubShort,
  shortAnswer,
  relatedVideos,
  viewVideo,
  videoProgress: videoProgressOf,
  saveVideoProgress,
  playerPreferences: playerPreferencesOf,
  savePlayerPreferences,
  listPlans,
  planHistory,
  recordPurchase,
  checkoutOptions,
  createPaymentOrder,
  confirmPayment,
  paymentStatus,
} satisfies Services;
