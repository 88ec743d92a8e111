/** QA samples of the auth flows for machines/catalog.ts: inputs to explore from and events that drive them. */
import type { LoginConfig } from '../../src/domain/loginMethod';

const flags = (manual: number, otp: number, social: number): LoginConfig => ({
  centralize_login: {
    manual_login_status: manual,
    otp_login_status: otp,
    social_login_status: social,
    google_login_status: 1,
    facebook_login_status: 1,
    apple_login_status: 0,
  },
});

export const loginMethodSamples = {
  inputs: [
    { config: flags(1, 1, 1) },
    { config: flags(1, 1, 0) },
    { config: flags(0, 1, 1) },
    { config: flags(1, 0, 1) },
    { config: flags(0, 1, 0) },
    { config: flags(1, 0, 0) },
    { config: flags(0, 0, 1) },
    { config: flags(0, 0, 0) },
  ],
  events: [
    { type: 'loginMethod.otp.choose' },
    { type: 'loginMethod.otp.back' },
    { type: 'loginMethod.config.change', config: flags(1, 1, 1) },
  ],
};

const settings = { firebase: false, phoneVerification: true, emailVerification: false };
const answer = (over: Record<string, unknown>) => ({
  token: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'manual',
  email: null,
  ...over,
});
// Shaped like src/api's ApiError (an Error with the server's details), so the flows read its message as the edge's would.
const apiError = (message: string, code: string | null = null) =>
  Object.assign(new Error(message), {
    details: [{ code, message }],
    messages: [message],
    hasCode: (c: string) => c === code,
  });

export const loginSamples = {
  inputs: [{ countdownSeconds: 2 }],
  events: [
    { type: 'auth.open', mode: 'signIn', settings },
    { type: 'auth.open', mode: 'signUp', settings },
    { type: 'auth.open', mode: 'signIn', settings: { ...settings, firebase: true } },
    { type: 'auth.close' },
    { type: 'auth.mode.signIn' },
    { type: 'auth.mode.signUp' },
    { type: 'auth.forgot.open' },
    { type: 'auth.forgot.close' },
    {
      type: 'login.submit',
      request: { method: 'manual', emailOrPhone: 'demo@example.com', password: '12345678', remember: true },
    },
    { type: 'login.submit', request: { method: 'otp', phone: '+8801711111111' } },
    { type: 'login.social.start', medium: 'google' },
    { type: 'login.info.submit', name: 'New Customer', contact: 'new@example.com' },
    { type: 'login.existing.confirm' },
    { type: 'login.existing.decline' },
    { type: 'login.otp.cancel' },
    { type: 'xstate.done.actor.submitLogin', output: answer({ token: 'tok' }) },
    { type: 'xstate.done.actor.submitLogin', output: answer({ is_personal_info: 0 }) },
    {
      type: 'xstate.done.actor.submitLogin',
      output: answer({ is_exist_user: { id: 1, name: 'Demo Customer', image: null } }),
    },
    { type: 'xstate.done.actor.submitLogin', output: answer({ is_phone_verified: 0 }) },
    { type: 'xstate.done.actor.submitLogin', output: answer({ is_email_verified: 0 }) },
    { type: 'xstate.done.actor.submitLogin', output: answer({}) },
    { type: 'xstate.error.actor.submitLogin', error: apiError('User credential does not match', 'auth-001') },
    { type: 'xstate.done.actor.confirmExisting', output: answer({ token: 'tok' }) },
    { type: 'xstate.error.actor.confirmExisting', error: apiError('Already exists') },
    { type: 'xstate.done.actor.updateInfo', output: answer({ token: 'tok' }) },
    { type: 'xstate.error.actor.updateInfo', error: apiError('The email has already been taken.', 'email') },
    { type: 'xstate.done.actor.otp', output: { result: answer({ token: 'tok' }) } },
    {
      type: 'xstate.done.actor.social',
      output: { result: answer({ token: 'tok', login_type: 'social' }), error: null },
    },
    { type: 'xstate.done.actor.social', output: { result: null, error: null } },
    { type: 'xstate.done.actor.forgot' },
  ],
};

export const otpSamples = {
  inputs: [
    { purpose: 'otpLogin', channel: 'phone', target: '+8801711111111', firebase: false, countdownSeconds: 2 },
    { purpose: 'otpLogin', channel: 'phone', target: '+8801711111111', firebase: true, countdownSeconds: 2 },
  ],
  events: [
    { type: 'otp.code.change', code: '123' },
    { type: 'otp.code.change', code: '123456' },
    { type: 'otp.verify' },
    { type: 'otp.resend' },
    { type: 'xstate.after.tick.otp.active.timer.counting' },
    { type: 'xstate.done.actor.sendCode', output: { sessionInfo: 'session-1' } },
    { type: 'xstate.error.actor.sendCode', error: new Error('Firebase could not send the code') },
    { type: 'xstate.done.actor.verifyCode', output: answer({ token: 'tok' }) },
    { type: 'xstate.error.actor.verifyCode', error: new Error('OTP does not match') },
    { type: 'xstate.done.actor.resendCode', output: { sessionInfo: null } },
    { type: 'xstate.error.actor.resendCode', error: new Error('Please try again after 5 seconds') },
  ],
};

export const socialLoginSamples = {
  inputs: [{ medium: 'google' }],
  events: [
    {
      type: 'xstate.done.actor.authorize',
      output: {
        medium: 'google',
        token: 't',
        unique_id: 'demo-google-1002',
        email: 'nora.nophone@example.com',
        name: 'Nora Nophone',
      },
    },
    { type: 'xstate.error.actor.authorize', error: new Error('closed') },
    { type: 'xstate.done.actor.signIn', output: answer({ token: 'tok', login_type: 'social' }) },
    { type: 'xstate.done.actor.signIn', output: answer({ is_personal_info: 0, login_type: 'social' }) },
    {
      type: 'xstate.done.actor.signIn',
      output: answer({ is_exist_user: { id: 1, name: 'Demo Customer', image: null }, login_type: 'social' }),
    },
    { type: 'xstate.done.actor.signIn', output: answer({ login_type: 'social' }) },
    { type: 'xstate.error.actor.signIn', error: apiError('The email field is required.', 'email') },
    { type: 'xstate.error.actor.signIn', error: apiError('Invalid social login token') },
    { type: 'social.existing.confirm' },
    { type: 'social.existing.decline' },
    { type: 'social.info.submit', name: 'Nora Nophone', contact: '+8801799999999' },
    { type: 'social.cancel' },
    { type: 'xstate.done.actor.updateInfo', output: answer({ token: 'tok', login_type: 'social' }) },
    { type: 'xstate.error.actor.updateInfo', error: apiError('The phone has already been taken.', 'phone') },
  ],
};

export const forgotPasswordSamples = {
  inputs: [undefined, { firebase: true }],
  events: [
    { type: 'forgot.request.submit', method: 'phone', contact: '1700000001' },
    { type: 'forgot.code.submit', code: '123456' },
    { type: 'forgot.code.resend' },
    { type: 'forgot.back' },
    { type: 'forgot.password.submit', password: 'secret12', confirmPassword: 'secret12' },
    { type: 'xstate.done.actor.requestCode', output: { message: 'OTP sent successfully' } },
    {
      type: 'xstate.done.actor.requestCode',
      output: { errors: [{ code: 'otp', message: 'Please try again after 30 seconds' }] },
    },
    { type: 'xstate.error.actor.requestCode', error: apiError('User not found', 'not-found') },
    { type: 'xstate.error.actor.requestCode', error: new Error('Failed to fetch') },
    { type: 'xstate.done.actor.verifyCode', output: { message: 'OTP found, you can proceed' } },
    { type: 'xstate.error.actor.verifyCode', error: apiError('Invalid OTP.', 'invalid') },
    { type: 'xstate.done.actor.resetPassword', output: { message: 'Password changed successfully.' } },
    {
      type: 'xstate.error.actor.resetPassword',
      error: apiError('The password must be at least 8 characters.', 'password'),
    },
    { type: 'xstate.done.actor.sendProviderCode', output: { sessionInfo: 'session-1' } },
    { type: 'xstate.error.actor.sendProviderCode', error: new Error('Firebase: Error (auth/too-many-requests).') },
    { type: 'xstate.done.actor.verifyProviderCode', output: { message: 'OTP found, you can proceed' } },
    { type: 'xstate.error.actor.verifyProviderCode', error: apiError('Invalid OTP.', 'invalid') },
  ],
};

export const sessionSamples = {
  inputs: [{ hasToken: false }, { hasToken: true }],
  events: [{ type: 'session.start', token: 'tok' }, { type: 'session.end' }, { type: 'session.expired' }],
};
