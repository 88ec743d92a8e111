// The login flow's pure rules (which channel a code went to, what the OTP step starts from, the next step),
// kept beside the machine so its file stays one readable statechart.
import { nextStep } from '../../src/domain/authFlow';
import { classifyContact } from '../../src/domain/contact';
import type { OtpInput } from './otp.machine';
import type { LoginContext } from './login.types';

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'error';

/** The channel the server sent the code to, when the request tells. */
function preferredChannel(ctx: LoginContext): 'phone' | 'email' | null {
  const r = ctx.request;
  if (!r) return null;
  if (r.method === 'manual') return classifyContact(r.emailOrPhone) === 'email' ? 'email' : 'phone';
  if (r.method === 'otp') return 'phone';
  return ctx.settings.phoneVerification ? 'phone' : 'email';
}

export function otpInputFor(ctx: LoginContext, channel: 'phone' | 'email'): OtpInput {
  const r = ctx.request!;
  const target =
    r.method === 'manual'
      ? r.emailOrPhone
      : r.method === 'otp'
        ? r.phone
        : channel === 'phone'
          ? r.phone
          : r.email || (ctx.result?.email ?? '');
  return {
    purpose: r.method === 'otp' ? 'otpLogin' : r.method === 'manual' ? 'verifyLogin' : 'verifySignUp',
    channel,
    target,
    firebase: ctx.settings.firebase,
    payload: { ...r },
    ...(ctx.countdownSeconds !== undefined ? { countdownSeconds: ctx.countdownSeconds } : {}),
  };
}

export const step = (ctx: LoginContext) => (ctx.result ? nextStep(ctx.result, preferredChannel(ctx)) : 'stuck');
