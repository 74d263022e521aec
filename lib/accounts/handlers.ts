import type { Handlers } from '@/lib/calls/service';

import type { accountCalls } from './calls';
import {
  consoleStudentDetails,
  exportStudentsForConsole,
  listStudentsForConsole,
  setStudentDisabled,
} from './console-students';
import { forgotPassword, resetPassword, verifyOtp } from './password-recovery';
import { changePassword, editProfile, getProfile, login, logout, register } from './service';

export const accountHandlers = {
  register,
  login,
  getProfile,
  editProfile,
  changePassword,
  logout,
  forgotPassword,
  verifyOtp,
  resetPassword,
  listStudentsForConsole,
  exportStudentsForConsole,
  consoleStudentDetails,
  setStudentDisabled,
} satisfies Handlers<typeof accountCalls>;
