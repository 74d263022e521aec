import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each call of this domain the site makes lives and who may make it; zod-free, so the
 * browser imports it. The console's are in console-endpoints.ts, which no site page loads.
 */
export const accountEndpoints = {
  login: endpoint({
    path: 'student/auth/login',
    method: 'POST',
    access: 'public',
    via: 'action',
    action: 'signInAction',
  }),
  register: endpoint({
    path: 'student/auth/register',
    method: 'POST',
    access: 'public',
    encoding: 'multipart',
  }),
  forgotPassword: endpoint({
    path: 'student/auth/forgetpassword',
    method: 'POST',
    access: 'public',
    via: 'action',
    action: 'forgotPasswordAction',
  }),
  verifyOtp: endpoint({
    path: 'student/auth/verifyotp',
    method: 'POST',
    access: 'public',
    via: 'action',
    action: 'verifyOtpAction',
  }),
  resetPassword: endpoint({
    path: 'student/resetpassword',
    method: 'POST',
    access: 'reset',
    via: 'action',
    action: 'resetPasswordAction',
  }),
  getProfile: endpoint({ path: 'student/getprofile', method: 'POST', access: 'student' }),
  editProfile: endpoint({
    path: 'student/editprofile',
    method: 'POST',
    access: 'student',
    encoding: 'multipart',
  }),
  changePassword: endpoint({ path: 'student/changepassword', method: 'POST', access: 'student' }),
  logout: endpoint({
    path: 'student/auth/logout',
    method: 'POST',
    access: 'student',
    via: 'action',
    action: 'signOutAction',
  }),
};
