// Auth calls besides signing in (platform-api §3.3): a guest id, the forgotten-password flow (a code by
// phone or e-mail, checked, then the new password, which ends every session) and logging out.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser, tokenOf } from '../request/access.ts';
import { str, validate } from '../http/validate.ts';
import { hashPassword } from '../services/passwords.ts';
import { normalizePhone, PHONE_RULE } from '../http/people.ts';

/** guest/request, forgot-password, verify-token, reset-password and logout. */
export function registerAuthRecovery(r: Routes, deps: Deps): void {
  const { users, otps, tokens } = deps;

  r.post('/auth/guest/request', async (c) => {
    const body = await readBody(c);
    validate(body, { fcm_token: 'string|max:255' });
    return send(c, {
      message: 'Guest verified',
      guest_id: deps.guests.create(
        body.fcm_token === undefined || body.fcm_token === null ? null : str(body.fcm_token),
      ),
    });
  });

  function resetTarget(body: Record<string, unknown>) {
    validate(body, {
      verification_method: 'required|in:phone,email',
      phone: `required_if:verification_method,phone|${PHONE_RULE}`,
      email: 'required_if:verification_method,email|email|max:255',
    });
    const byPhone = body.verification_method === 'phone';
    const target = byPhone ? normalizePhone(body.phone) : str(body.email).toLowerCase();
    const u = byPhone ? users.byPhone(target) : users.byEmail(target);
    if (!u) fail(404, 'not-found', 'User not found');
    return { target, u };
  }

  r.post('/auth/forgot-password', async (c) => {
    const body = await readBody(c);
    const { target } = resetTarget(body);
    otps.send('reset', target);
    return send(c, { message: 'OTP sent successfully' });
  });

  r.post('/auth/verify-token', async (c) => {
    const body = await readBody(c);
    validate(body, { reset_token: 'required|string|max:10' });
    const { target } = resetTarget(body);
    if (!otps.check('reset', target, str(body.reset_token))) fail(400, 'invalid', 'Invalid OTP.');
    return send(c, { message: 'OTP found, you can proceed' });
  });

  r.put('/auth/reset-password', async (c) => {
    const body = await readBody(c);
    validate(body, {
      reset_token: 'required|string|max:10',
      password: 'required|string|min:8|max:255',
      confirm_password: 'required|string|max:255',
    });
    const { target, u } = resetTarget(body);
    const token = str(body.reset_token);
    if (!otps.isVerified('reset', target, token) && !otps.check('reset', target, token))
      fail(400, 'invalid', 'Invalid OTP.');
    if (body.password !== body.confirm_password) fail(401, 'mismatch', 'Password did not match!');
    users.update(u.id, { password: await hashPassword(str(body.password)) });
    otps.consume('reset', target);
    tokens.revokeAll(u.id);
    return send(c, { message: 'Password changed successfully.' });
  });

  // Reference-server addition: revokes the bearer token (the platform's web client only forgets it).
  r.post('/auth/logout', (c) => {
    requireUser(c, deps);
    tokens.revoke(tokenOf(c)!);
    return send(c, { message: 'Logged out successfully' });
  });
}
