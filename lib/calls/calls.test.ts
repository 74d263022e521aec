import { calls, callNames } from '../platform/calls';
import { findCall } from './call-table';
import { firstIssueMessage } from './define-call';
import { messages } from './fields';

const firstMessage = (name: keyof typeof calls, input: unknown) => {
  const result = calls[name].request.safeParse(input);
  if (result.success) throw new Error(`expected ${name} to refuse ${JSON.stringify(input)}`);
  return firstIssueMessage(result.error);
};

describe('the call table', () => {
  it('holds every call of both specification documents, each at one path and method', () => {
    const paths = callNames.map((n) => `${calls[n].method} ${calls[n].path}`);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      'student/getprofile',
      'student/auth/login',
      'student/auth/forgetpassword',
      'student/auth/verifyotp',
      'student/resetpassword',
      'student/auth/register',
      'student/editprofile',
      'student/changepassword',
      'student/plan/list',
      'student/booking/planhistory',
      'student/feedback/save',
      'dash/feedback/dashfeed',
      'dashboard/videoshort',
      'video/relatedtestimonials',
      'video/relatedvideo',
      'student/comment/list',
      'student/comment/save',
      'student/comment/remove',
      'student/session/list',
      'session/list',
      'student/session/book',
      'short/list',
      'short/sub/list',
      'student/booking/add',
      'privacypolicy/view',
      'contactus/save',
    ]) {
      expect(callNames.some((n) => calls[n].path === path)).toBe(true);
    }
  });

  it('finds calls whatever the leading slash, and only with their own method', () => {
    expect(findCall(calls, '/privacypolicy/view', 'POST')?.name).toBe('policy');
    expect(findCall(calls, 'student/comment/remove', 'DELETE')?.name).toBe('removeComment');
    expect(findCall(calls, 'student/comment/remove', 'POST')).toBeUndefined();
    expect(findCall(calls, 'dash/feedback/dashfeed', 'GET')?.name).toBe('homeTestimonials');
  });

  it('keeps token-bearing answers away from the browser', () => {
    expect(calls.login.via).toBe('action');
    expect(calls.verifyOtp.via).toBe('action');
    expect(calls.resetPassword.via).toBe('action');
    // Forgot Password runs as a server action (recovery cookie, per-client limit).
    expect(calls.forgotPassword.via).toBe('action');
    expect(calls.getProfile.via).toBe('bff');
  });
});

describe('request schemas carry the spec messages', () => {
  it('sign in', () => {
    expect(firstMessage('login', { email: '', password: 'x' })).toBe(messages.emailRequired);
    expect(firstMessage('login', { email: 'a@b.co' })).toBe(messages.passwordRequired);
  });

  it('sign up', () => {
    const valid = {
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
    };
    expect(calls.register.request.parse(valid)).toMatchObject({
      countryCode: '91',
      mobileNumber: '',
    });
    expect(firstMessage('register', { ...valid, fullName: '  ' })).toBe('Full Name is Required');
    expect(firstMessage('register', { ...valid, email: '' })).toBe('Email is Required');
    expect(firstMessage('register', { ...valid, email: 'nope' })).toBe('Invalid email');
    expect(
      firstMessage('register', { ...valid, password: 'short', confirmPassword: 'short' }),
    ).toBe(
      'Password Must Be At Least 8 Characters, Include One Uppercase Letter, One Lowercase Letter, And One Number',
    );
    expect(firstMessage('register', { ...valid, confirmPassword: '' })).toBe(
      'Confirm Password is Required',
    );
    expect(firstMessage('register', { ...valid, confirmPassword: 'Secret124' })).toBe(
      'Password and Confirm Password Must Match',
    );
  });

  it('edit profile', () => {
    const valid = {
      fullName: 'Asha',
      email: 'asha@example.com',
      mobileNumber: '07700900123',
      countryCode: '44',
    };
    expect(calls.editProfile.request.parse(valid).email).toBe('asha@example.com');
    expect(firstMessage('editProfile', { ...valid, email: 'x' })).toBe(
      'Email Must Be a Valid Email',
    );
    expect(firstMessage('editProfile', { ...valid, mobileNumber: '07700-900' })).toBe(
      'Mobile Must Contain Only Numbers',
    );
  });

  it('change password', () => {
    const valid = { oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' };
    expect(firstMessage('changePassword', { ...valid, oldPassword: '' })).toBe(
      'Old Password is Required',
    );
    expect(firstMessage('changePassword', { ...valid, newPassword: '' })).toBe(
      'New Password is Required',
    );
    expect(firstMessage('changePassword', { ...valid, confirmPassword: 'New12346' })).toBe(
      'Passwords Must Match',
    );
  });

  it('feedback, site-wide and per video', () => {
    expect(firstMessage('saveFeedback', { type: 'WEBSITE', rating: 0, description: 'Good' })).toBe(
      'Please Provide a Rating',
    );
    expect(firstMessage('saveFeedback', { type: 'WEBSITE', rating: 5, description: '' })).toBe(
      'Description is Required',
    );
    expect(
      firstMessage('saveFeedback', { type: 'WEBSITE', rating: 5, description: 'x'.repeat(1001) }),
    ).toBe('Description Cannot Exceed 1000 characters');
    expect(
      firstMessage('saveFeedback', {
        type: 'VIDEO',
        videoId: 3,
        rating: 4,
        description: 'x'.repeat(1001),
      }),
    ).toBe('Feedback must be at most 1000 characters');
    expect(
      firstMessage('saveFeedback', { type: 'VIDEO', videoId: 3, rating: 0, description: 'ok' }),
    ).toBe('Rating is required');
  });

  it('comments are trimmed and capped', () => {
    const parsed = calls.saveComment.request.parse({
      type: 'VIDEO',
      videoId: '7',
      description: '  Nice case  ',
    });
    expect(parsed).toMatchObject({ videoId: 7, description: 'Nice case' });
    expect(firstMessage('saveComment', { type: 'SHORT', subshortId: 2, description: '   ' })).toBe(
      'Comment is required',
    );
    expect(
      firstMessage('saveComment', { type: 'SHORT', subshortId: 2, description: 'x'.repeat(1001) }),
    ).toBe('Comment must be at most 1000 characters');
  });

  it('contact form', () => {
    expect(firstMessage('contact', { email: '', message: 'Hi' })).toBe('Email Is Required');
    expect(firstMessage('contact', { email: 'nope', message: 'Hi' })).toBe('Invalid email');
    expect(calls.contact.request.parse({ email: 'A@B.CO' })).toEqual({
      email: 'a@b.co',
      message: '',
    });
  });

  it('drops a studentId sent by the browser', () => {
    expect(
      calls.saveFeedback.request.parse({
        type: 'WEBSITE',
        rating: 5,
        description: 'ok',
        studentId: 99,
      }),
    ).not.toHaveProperty('studentId');
  });

  it('fills the original API’s page sizes', () => {
    expect(calls.relatedVideos.request.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(calls.listSessions.request.parse({})).toEqual({ limit: 9, offset: 0 });
    expect(calls.listCaseCategories.request.parse({})).toEqual({ limit: 9, offset: 0 });
    expect(calls.listComments.request.parse({ videoId: 1 })).toEqual({
      videoId: 1,
      limit: 5,
      offset: 0,
    });
  });
});

describe('response data round-trips through JSON', () => {
  it('keeps a session list intact', () => {
    const data = {
      lists: [
        {
          sessionId: 1,
          title: 'Chest viva',
          description: 'Weekly chest cases',
          thumbnail: '/demo/sessions/1.webp',
          date: '2026-12-01',
          from: '18:00',
          to: '19:30',
          name: 'Marathon Course',
          subscription: 1,
          isJoined: 0,
        },
      ],
      total: 1,
    };
    expect(calls.listSessions.data.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it('refuses data of the wrong shape', () => {
    expect(calls.homeTestimonials.data.safeParse([{ fullName: 'A' }]).success).toBe(false);
  });
});
