import type { Services } from '../service';
import { changePassword, editProfile, getProfile, login, logout, register } from './accounts';
import { listComments, removeComment, saveComment } from './comments';
import { videoTeaser } from './dashboard';
import { saveFeedback } from './feedback';
import { contact, policy } from './pages';
import { forgotPassword, resetPassword, verifyOtp } from './password-recovery';
import { listShorts, listSubShorts, shortAnswer, viewSubShort } from './shorts';
import { homeTestimonials, videoTestimonials } from './testimonials';

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
  listShorts,
  listSubShorts,
  viewSubShort,
  shortAnswer,
} satisfies Services;
