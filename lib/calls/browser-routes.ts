import type { CallDefinition, CallName } from '@/lib/calls';

/*
 * Where each call lives on the BFF, as plain data: the browser client needs only the path, the
 * method and the encoding, and importing the contract's call table would ship every zod schema
 * with every page. bff-routes.test.ts keeps this table equal to the contract's.
 */

export type BffRoute = Pick<CallDefinition, 'path' | 'method' | 'encoding'>;

/**
 * The calls that are server actions in lib/accounts/actions.ts rather than BFF calls:
 * their answers hold a token, or they keep flow state in the recovery cookie and count per client.
 */
export const serverActionCalls = {
  login: 'signInAction',
  forgotPassword: 'forgotPasswordAction',
  verifyOtp: 'verifyOtpAction',
  resetPassword: 'resetPasswordAction',
  logout: 'signOutAction',
} as const satisfies Partial<Record<CallName, string>>;

export type ServerActionCall = keyof typeof serverActionCalls;
/** Every other call of the contract, reached at /api/<path>. */
export type BrowserCall = Exclude<CallName, ServerActionCall>;

// A call added to the contract and missing here is a type error; a wrong path, method or encoding
// fails bff-routes.test.ts, which prints the line to write.
const routes = <T extends Record<BrowserCall, BffRoute>>(table: T) => table;

export const bffRoutes = routes({
  register: { method: 'POST', path: 'student/auth/register', encoding: 'multipart' },
  getProfile: { method: 'POST', path: 'student/getprofile', encoding: 'json' },
  editProfile: { method: 'POST', path: 'student/editprofile', encoding: 'multipart' },
  changePassword: { method: 'POST', path: 'student/changepassword', encoding: 'json' },
  saveFeedback: { method: 'POST', path: 'student/feedback/save', encoding: 'json' },
  homeTestimonials: { method: 'GET', path: 'dash/feedback/dashfeed', encoding: 'query' },
  videoTestimonials: { method: 'POST', path: 'video/relatedtestimonials', encoding: 'json' },
  relatedVideos: { method: 'POST', path: 'video/relatedvideo', encoding: 'json' },
  videoTeaser: { method: 'GET', path: 'dashboard/videoshort', encoding: 'query' },
  viewVideo: { method: 'POST', path: 'video/view', encoding: 'json' },
  videoProgress: { method: 'POST', path: 'student/video/progress', encoding: 'json' },
  saveVideoProgress: { method: 'POST', path: 'student/video/progress/save', encoding: 'json' },
  playerPreferences: { method: 'POST', path: 'student/player/preferences', encoding: 'json' },
  savePlayerPreferences: {
    method: 'POST',
    path: 'student/player/preferences/save',
    encoding: 'json',
  },
  listComments: { method: 'POST', path: 'student/comment/list', encoding: 'json' },
  saveComment: { method: 'POST', path: 'student/comment/save', encoding: 'json' },
  removeComment: { method: 'DELETE', path: 'student/comment/remove', encoding: 'json' },
  listSessions: { method: 'POST', path: 'session/list', encoding: 'json' },
  listStudentSessions: { method: 'POST', path: 'student/session/list', encoding: 'json' },
  sessionDetails: { method: 'POST', path: 'session/details', encoding: 'json' },
  bookSession: { method: 'POST', path: 'student/session/book', encoding: 'json' },
  listShorts: { method: 'POST', path: 'short/list', encoding: 'json' },
  listSubShorts: { method: 'POST', path: 'short/sub/list', encoding: 'json' },
  viewSubShort: { method: 'POST', path: 'short/sub/view', encoding: 'json' },
  shortAnswer: { method: 'POST', path: 'short/sub/answer', encoding: 'json' },
  listPlans: { method: 'POST', path: 'student/plan/list', encoding: 'json' },
  planHistory: { method: 'POST', path: 'student/booking/planhistory', encoding: 'json' },
  recordPurchase: { method: 'POST', path: 'student/booking/add', encoding: 'json' },
  checkoutOptions: { method: 'POST', path: 'student/payment/options', encoding: 'json' },
  createPaymentOrder: { method: 'POST', path: 'student/payment/create', encoding: 'json' },
  confirmPayment: { method: 'POST', path: 'student/payment/confirm', encoding: 'json' },
  paymentStatus: { method: 'POST', path: 'student/payment/status', encoding: 'json' },
  policy: { method: 'POST', path: 'privacypolicy/view', encoding: 'json' },
  contact: { method: 'POST', path: 'contactus/save', encoding: 'json' },
});
