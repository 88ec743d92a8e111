import { assign, setup } from 'xstate';
import { loginMethodStatus, type LoginConfig, type LoginMethodStatus } from '../../src/domain/loginMethod';

export interface LoginMethodInput {
  config: LoginConfig | null;
}

export interface LoginMethodContext {
  status: LoginMethodStatus;
}

export type LoginMethodEvent =
  | { type: 'loginMethod.otp.choose' }
  | { type: 'loginMethod.otp.back' }
  | { type: 'loginMethod.config.change'; config: LoginConfig | null };

/**
 * What the sign-in view shows, asked per part: the password form, the phone (OTP) form, the social buttons,
 * the help screen, and the "Sign in with OTP" / "Go Back" switches.
 */
export type LoginMethodTag = 'show.password' | 'show.phone' | 'show.social' | 'show.help' | 'offer.otp' | 'offer.back';

const is =
  (status: LoginMethodStatus) =>
  ({ context }: { context: LoginMethodContext }) =>
    context.status === status;

export const loginMethodMachine = setup({
  types: {
    input: {} as LoginMethodInput,
    context: {} as LoginMethodContext,
    events: {} as LoginMethodEvent,
    tags: {} as LoginMethodTag,
  },
  guards: {
    isAll: is('all'),
    isOtpManual: is('otp_manual'),
    isOtpSocial: is('otp_social'),
    isManualSocial: is('manual_social'),
    isOtp: is('otp'),
    isManual: is('manual'),
    isSocial: is('social'),
  },
  actions: {
    recompute: assign({
      status: ({ event }) => (event.type === 'loginMethod.config.change' ? loginMethodStatus(event.config) : 'none'),
    }),
  },
}).createMachine({
  id: 'loginMethod',
  description:
    'acc §4 Login-method status: from config centralize_login the sign-in view shows the password form, the phone (OTP) form and/or the social buttons. From the password view "Sign in with OTP" switches to OTP only and "Go Back" returns. With no method on, the help screen.',
  context: ({ input }) => ({ status: loginMethodStatus(input.config) }),
  initial: 'resolving',
  on: {
    'loginMethod.config.change': {
      target: '.resolving',
      actions: 'recompute',
      description: 'The config arrived or changed: compute the status again.',
    },
  },
  states: {
    resolving: {
      description: 'Compute the status from the config flags.',
      always: [
        { guard: 'isAll', target: 'all' },
        { guard: 'isOtpManual', target: 'otpManual' },
        { guard: 'isOtpSocial', target: 'otpSocial' },
        { guard: 'isManualSocial', target: 'manualSocial' },
        { guard: 'isOtp', target: 'otp' },
        { guard: 'isManual', target: 'manual' },
        { guard: 'isSocial', target: 'social' },
        { target: 'unavailable' },
      ],
    },
    all: {
      description:
        'Manual, OTP and social login are on: the password form with "Sign in with OTP", and the social buttons.',
      initial: 'password',
      states: {
        password: {
          description: 'Password form, "Sign in with OTP" and the social buttons.',
          tags: ['show.password', 'show.social', 'offer.otp'],
          on: { 'loginMethod.otp.choose': { target: 'otpOnly', description: '"Sign in with OTP"' } },
        },
        otpOnly: {
          description: 'Phone form only, with "Go Back".',
          tags: ['show.phone', 'offer.back'],
          on: { 'loginMethod.otp.back': { target: 'password', description: '"Go Back"' } },
        },
      },
    },
    otpManual: {
      description: 'Manual and OTP login: the password form with "Sign in with OTP".',
      initial: 'password',
      states: {
        password: {
          description: 'Password form and "Sign in with OTP".',
          tags: ['show.password', 'offer.otp'],
          on: { 'loginMethod.otp.choose': { target: 'otpOnly', description: '"Sign in with OTP"' } },
        },
        otpOnly: {
          description: 'Phone form only, with "Go Back".',
          tags: ['show.phone', 'offer.back'],
          on: { 'loginMethod.otp.back': { target: 'password', description: '"Go Back"' } },
        },
      },
    },
    otpSocial: {
      description: 'OTP and social login: the phone form and the social buttons.',
      tags: ['show.phone', 'show.social'],
    },
    manualSocial: {
      description: 'Manual and social login: the password form and the social buttons.',
      tags: ['show.password', 'show.social'],
    },
    otp: { description: 'OTP login only: the phone form.', tags: ['show.phone'] },
    manual: { description: 'Manual login only: the password form.', tags: ['show.password'] },
    social: { description: 'Social login only: the social buttons.', tags: ['show.social'] },
    unavailable: {
      tags: ['show.help'],
      description:
        'No sign-in method is on: "Sorry, Something Went Wrong", "Please try again after some time or Contact with our support team." and Help & Support.',
    },
  },
});
