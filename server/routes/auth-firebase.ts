// The Firebase stand-in of the auth calls (platform-api §3.3): with firebase_otp_verification on, the
// storefront would ask Firebase to text a code and get a `session_info`. Offline, POST
// /auth/firebase-send-otp {phone} issues that session_info (code 123456 in demo mode),
// /auth/firebase-verify-token checks it and /auth/firebase-reset-password turns it into a reset token, in
// the platform's request shapes.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail, failMessage } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { str, validate } from '../http/validate.ts';
import { normalizePhone, PHONE_RULE } from '../http/people.ts';
import { otpLogin, verified } from '../handlers/sign-in.ts';

/** firebase-send-otp, firebase-verify-token and firebase-reset-password. */
export function registerFirebaseAuth(r: Routes, deps: Deps): void {
  const { users, otps } = deps;

  r.post('/auth/firebase-send-otp', async (c) => {
    const body = await readBody(c);
    validate(body, { phone: `required|${PHONE_RULE}` });
    const { session_info } = otps.send('firebase', normalizePhone(body.phone));
    return send(c, { message: 'OTP sent successfully', session_info });
  });

  r.post('/auth/firebase-verify-token', async (c) => {
    const body = await readBody(c);
    validate(body, {
      session_info: 'required|string|max:255',
      phone: `required|${PHONE_RULE}`,
      otp: 'required|string|max:10',
      login_type: 'in:manual,otp',
    });
    const phone = normalizePhone(body.phone);
    const { ok, phone: sentTo } = otps.checkSession(str(body.session_info), str(body.otp));
    if (!ok || sentTo !== phone) failMessage(404, 'OTP does not match');
    if (body.login_type === 'manual') {
      const u = users.byPhone(phone);
      if (!u) fail(404, 'not-found', 'User not found');
      users.update(u.id, { is_phone_verified: 1 });
      const fresh = users.byId(u.id)!;
      return verified(deps, c, fresh, 'manual', body, !!fresh.f_name);
    }
    return otpLogin(deps, c, phone, body);
  });

  // Firebase stand-in for the reset flow: the code texted through /auth/firebase-send-otp, checked
  // here, becomes the reset_token that reset-password accepts for that phone.
  r.put('/auth/firebase-reset-password', async (c) => {
    const body = await readBody(c);
    validate(body, {
      phoneNumber: `required|${PHONE_RULE}`,
      sessionInfo: 'required|string|max:255',
      code: 'required|string|max:10',
      is_reset_token: 'boolean',
    });
    const phone = normalizePhone(body.phoneNumber);
    if (!users.byPhone(phone)) fail(404, 'not-found', 'User not found');
    const { ok, phone: sentTo } = otps.checkSession(str(body.sessionInfo), str(body.code));
    if (!ok || sentTo !== phone) fail(400, 'invalid', 'Invalid OTP.');
    otps.markVerified('reset', phone, str(body.code));
    return send(c, { message: 'OTP found, you can proceed' });
  });
}
