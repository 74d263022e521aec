import type { Services } from '../service';
import { changePassword, editProfile, getProfile, login, logout, register } from './accounts';
import { listComments, removeComment, saveComment } from './comments';
import { videoTeaser } from './dashboard';
import { saveFeedback } from './feedback';
import { contact, policy } from './pages';
import { forgotPassword, resetPassword, verifyOtp } from './password-recovery';
import {
  checkoutOptions,
  confirmPayment,
  createPaymentOrder,
  paymentStatus,
  recordPurchase,
} from './payments';
import { listPlans, planHistory } from './plans';
import {
  playerPreferencesOf,
  savePlayerPreferences,
  saveVideoProgress,
  videoProgressOf,
} from './progress';
import { bookSession, listSessions, listStudentSessions, sessionDetails } from './sessions';
import { listShorts, listSubShorts, shortAnswer, viewSubShort } from './shorts';
import { homeTestimonials, videoTestimonials } from './testimonials';
import { relatedVideos, viewVideo } from './videos';

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
