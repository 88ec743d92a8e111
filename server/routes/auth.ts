// Auth calls (platform-api §3.3, 3.x "centralized login"). Every success answers the AuthResult shape;
// `token` is null when another step is needed (OTP verification, or is_personal_info 0 → update-info).
// Logging in with guest_id moves the guest's carts to the user.
//
// Firebase stand-in: with firebase_otp_verification on, the storefront would ask Firebase to text a
// code and get a `session_info`. Offline, POST /auth/firebase-send-otp {phone} issues that session_info
// (code 123456 in demo mode) and /auth/firebase-verify-token checks it, in the platform's request shape.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { UserRow } from '../services/users.ts';
import { send } from '../http/respond.ts';
import { ApiError, fail, failMessage } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser, tokenOf } from '../request/access.ts';
import { clientAddress } from '../http/client.ts';
import { str, truthy, validate } from '../http/validate.ts';
import { hashPassword } from '../services/passwords.ts';
import { parseGuestId } from '../services/guests.ts';
import { verifyIdToken } from '../services/idp.ts';
import { isoStamp } from '../catalog/time.ts';
import { normalizePhone, PHONE_RULE, splitName } from '../http/people.ts';

type LoginType = 'manual' | 'otp' | 'social';

export function registerAuth(r: Routes, deps: Deps): void {
  const { users, otps, tokens, db } = deps;
  const cl = () => deps.config().centralize_login;
  const linkFind = db.prepare('SELECT user_id FROM social_links WHERE medium = ? AND unique_id = ?');
  const linkAdd = db.prepare('INSERT OR IGNORE INTO social_links (medium, unique_id, user_id) VALUES (?, ?, ?)');

  function result(u: UserRow | null, loginType: LoginType, token: string | null, extra: Record<string, unknown> = {}) {
    return {
      token,
      is_phone_verified: u?.is_phone_verified ?? 0,
      is_email_verified: u?.is_email_verified ?? 0,
      is_personal_info: u?.f_name ? 1 : 0,
      is_exist_user: null as null | { id: number; name: string; image: string | null },
      login_type: loginType,
      email: u?.email ?? null,
      ...extra,
    };
  }

  /** Issues a token and adopts the guest's carts. */
  function signIn(u: UserRow, body: Record<string, unknown>): string {
    if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
    const g = parseGuestId(body.guest_id);
    if (g !== null && deps.guests.exists(g)) users.adoptGuest(g, u.id);
    return tokens.issue(u.id);
  }

  /** A verified account: a token when its profile is complete, else the proof that auth/update-info
   *  asks for (services/tokens.ts), bound to the guest_id this call carried. */
  function verified(c: Context, u: UserRow, loginType: LoginType, body: Record<string, unknown>, complete: boolean, extra: Record<string, unknown> = {}) {
    if (complete) return send(c, result(u, loginType, signIn(u, body), extra));
    if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
    const g = parseGuestId(body.guest_id);
    const registration_token = tokens.startSignup(u.id, g !== null && deps.guests.exists(g) ? g : null);
    return send(c, result(u, loginType, null, { ...extra, registration_token }));
  }

  /** After a verified OTP for a phone: find or create the user, then log in if the profile is complete. */
  function otpLogin(c: Context, phone: string, body: Record<string, unknown>) {
    let u = users.byPhone(phone);
    if (!u) u = users.create({ phone, is_phone_verified: 1, login_medium: 'otp' });
    else if (!u.is_phone_verified) {
      users.update(u.id, { is_phone_verified: 1 });
      u = users.byId(u.id)!;
    }
    if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
    return verified(c, u, 'otp', body, !!u.f_name);
  }

  // POST /auth/login — login_type manual | otp | social
  r.post('/auth/login', async (c) => {
    const body = await readBody(c);
    validate(body, { login_type: 'required|in:manual,otp,social' });
    const type = body.login_type as LoginType;
    if (type === 'manual') return manualLogin(c, body);
    if (type === 'otp') return otpLoginCall(c, body);
    return socialLogin(c, body, false);
  });

  async function manualLogin(c: Context, body: Record<string, unknown>) {
    if (!cl().manual_login_status) fail(403, 'login_type', 'Manual login is not active');
    validate(body, { email_or_phone: 'required|string|max:255', password: 'required|string|min:6|max:255', field_type: 'in:phone,email' });
    const id = str(body.email_or_phone).trim();
    const field = body.field_type ?? (id.includes('@') ? 'email' : 'phone');
    const u = field === 'email' ? users.byEmail(id) : users.byPhone(normalizePhone(id));
    // Through the per-account lockout (services/lockout.ts); the hash is checked off the event loop.
    if (!(await deps.passwords.attempt(u ? `user:${u.id}` : `${field}:${id.toLowerCase()}`, u?.password, str(body.password), clientAddress(c))) || !u)
      fail(401, 'auth-001', 'User credential does not match');
    if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
    if (field === 'phone' && cl().phone_verification_status && !u.is_phone_verified && u.phone) {
      otps.send('verify', u.phone);
      return send(c, result(u, 'manual', null));
    }
    if (field === 'email' && cl().email_verification_status && !u.is_email_verified && u.email) {
      otps.send('verify', u.email.toLowerCase());
      return send(c, result(u, 'manual', null));
    }
    return send(c, result(u, 'manual', signIn(u, body)));
  }

  function otpLoginCall(c: Context, body: Record<string, unknown>) {
    if (!cl().otp_login_status) fail(403, 'login_type', 'OTP login is not active');
    validate(body, { phone: `required|${PHONE_RULE}`, otp: 'string|max:10' });
    const phone = normalizePhone(body.phone);
    if (body.otp !== undefined && body.otp !== null && str(body.otp) !== '') {
      if (!otps.check('login', phone, str(body.otp))) failMessage(404, 'OTP does not match');
      return otpLogin(c, phone, body);
    }
    const existing = users.byPhone(phone);
    if (existing && existing.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
    otps.send('login', phone);
    return send(c, result(existing ?? null, 'otp', null, { is_phone_verified: 0 }));
  }

  async function socialLogin(c: Context, body: Record<string, unknown>, legacy: boolean) {
    if (!legacy && !cl().social_login_status) fail(403, 'login_type', 'Social login is not active');
    validate(body, { token: 'required|string|max:4096', unique_id: 'required|string|max:255', medium: 'required|in:google,facebook,apple', email: 'email|max:255' });
    const claims = verifyIdToken(deps, str(body.token));
    if (!claims || claims.sub !== str(body.unique_id) || claims.medium !== body.medium || (body.email && str(body.email).toLowerCase() !== claims.email.toLowerCase()))
      throw new ApiError(403, { error: 'wrong credential.', message: 'Invalid social login token' });
    const medium = claims.medium;
    const linked = linkFind.get(medium, claims.sub) as { user_id: number } | undefined;
    let u = linked ? users.byId(linked.user_id) : undefined;
    if (!u) {
      const sameEmail = users.byEmail(claims.email);
      if (sameEmail) {
        // An account with this e-mail exists: ask "is this you?" first; `verified` confirms the link.
        if (!truthy(body.verified))
          return send(c, {
            ...result(sameEmail, 'social', null),
            is_exist_user: { id: sameEmail.id, name: `${sameEmail.f_name ?? ''} ${sameEmail.l_name ?? ''}`.trim(), image: sameEmail.image },
          });
        u = sameEmail;
      } else {
        const phoneFree = claims.phone && !users.byPhone(claims.phone);
        u = users.create({
          ...splitName(claims.name),
          email: claims.email,
          phone: phoneFree ? claims.phone : null,
          is_email_verified: 1,
          is_phone_verified: phoneFree ? 1 : 0,
          login_medium: medium,
          social_id: claims.sub,
        });
      }
      linkAdd.run(medium, claims.sub, u.id);
    }
    if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
    // Without a phone number the profile is incomplete: the client asks for it and calls update-info.
    const complete = !!u.f_name && !!u.phone;
    return verified(c, u, 'social', body, complete, { is_personal_info: complete ? 1 : 0, ...(legacy ? { phone: u.phone } : {}) });
  }

  r.post('/auth/social-login', async (c) => socialLogin(c, await readBody(c), true));

  // Legacy social registration: a verified provider token plus the phone number the provider lacked.
  r.post('/auth/social-register', async (c) => {
    const body = await readBody(c);
    validate(body, { token: 'required|string|max:4096', unique_id: 'required|string|max:255', medium: 'required|in:google,facebook,apple', email: 'email|max:255', phone: `required|${PHONE_RULE}`, ref_code: 'string|max:50' });
    const claims = verifyIdToken(deps, str(body.token));
    if (!claims || claims.sub !== str(body.unique_id) || claims.medium !== body.medium)
      throw new ApiError(403, { error: 'wrong credential.', message: 'Invalid social login token' });
    const phone = normalizePhone(body.phone);
    const linked = linkFind.get(claims.medium, claims.sub) as { user_id: number } | undefined;
    let u = linked ? users.byId(linked.user_id) : undefined;
    if (!u) {
      if (users.byEmail(claims.email)) fail(403, 'email', 'The email has already been taken.');
      if (users.byPhone(phone)) fail(403, 'phone', 'The phone has already been taken.');
      u = users.create({ ...splitName(claims.name), email: claims.email, phone, is_email_verified: 1, login_medium: claims.medium, social_id: claims.sub });
      linkAdd.run(claims.medium, claims.sub, u.id);
    }
    if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
    return send(c, { token: signIn(u, body), is_phone_verified: u.is_phone_verified, phone: u.phone, res: null });
  });

  r.post('/auth/sign-up', async (c) => {
    const body = await readBody(c);
    validate(body, {
      name: 'required|string|max:100',
      email: 'email|max:255',
      phone: `required|${PHONE_RULE}`,
      password: 'required|string|min:8|max:255',
      ref_code: 'string|max:50',
    });
    const phone = normalizePhone(body.phone);
    const email = body.email ? str(body.email).trim() : null;
    if (users.byPhone(phone)) fail(403, 'phone', 'The phone has already been taken.');
    if (email && users.byEmail(email)) fail(403, 'email', 'The email has already been taken.');
    let refBy: number | null = null;
    if (body.ref_code) {
      const ref = db.prepare('SELECT id FROM users WHERE ref_code = ?').get(str(body.ref_code)) as { id: number } | undefined;
      if (!ref) fail(405, 'ref_code', 'Referer code not found');
      refBy = ref.id;
    }
    const u = users.create({ ...splitName(str(body.name)), phone, email, password: await hashPassword(str(body.password)), login_medium: 'manual', ref_by: refBy });
    if (cl().phone_verification_status) {
      otps.send('verify', phone);
      return send(c, result(u, 'manual', null));
    }
    if (cl().email_verification_status && email) {
      otps.send('verify', email.toLowerCase());
      return send(c, result(u, 'manual', null));
    }
    return send(c, result(u, 'manual', signIn(u, body)));
  });

  r.post('/auth/verify-phone', async (c) => {
    const body = await readBody(c);
    validate(body, {
      otp: 'required|string|max:10',
      verification_type: 'required|in:phone,email',
      login_type: 'required|in:manual,otp',
      phone: `required_if:verification_type,phone|${PHONE_RULE}`,
      email: 'required_if:verification_type,email|email|max:255',
    });
    const byPhone = body.verification_type === 'phone';
    const target = byPhone ? normalizePhone(body.phone) : str(body.email).toLowerCase();
    if (body.login_type === 'otp' && byPhone) {
      if (!otps.check('login', target, str(body.otp))) failMessage(404, 'OTP does not match');
      return otpLogin(c, target, body);
    }
    const u = byPhone ? users.byPhone(target) : users.byEmail(target);
    if (!u) fail(404, 'not-found', 'User not found');
    if (byPhone ? u.is_phone_verified : u.is_email_verified)
      return send(c, { message: byPhone ? 'Phone number is already verified' : 'Email is already verified' });
    if (!otps.check('verify', target, str(body.otp))) failMessage(404, 'OTP does not match');
    otps.consume('verify', target);
    users.update(u.id, byPhone ? { is_phone_verified: 1 } : { is_email_verified: 1, email_verified_at: isoStamp(deps.now()) });
    const fresh = users.byId(u.id)!;
    return verified(c, fresh, body.login_type as LoginType, body, !!fresh.f_name);
  });

  r.post('/auth/firebase-send-otp', async (c) => {
    const body = await readBody(c);
    validate(body, { phone: `required|${PHONE_RULE}` });
    const { session_info } = otps.send('firebase', normalizePhone(body.phone));
    return send(c, { message: 'OTP sent successfully', session_info });
  });

  r.post('/auth/firebase-verify-token', async (c) => {
    const body = await readBody(c);
    validate(body, { session_info: 'required|string|max:255', phone: `required|${PHONE_RULE}`, otp: 'required|string|max:10', login_type: 'in:manual,otp' });
    const phone = normalizePhone(body.phone);
    const { ok, phone: sentTo } = otps.checkSession(str(body.session_info), str(body.otp));
    if (!ok || sentTo !== phone) failMessage(404, 'OTP does not match');
    if (body.login_type === 'manual') {
      const u = users.byPhone(phone);
      if (!u) fail(404, 'not-found', 'User not found');
      users.update(u.id, { is_phone_verified: 1 });
      const fresh = users.byId(u.id)!;
      return verified(c, fresh, 'manual', body, !!fresh.f_name);
    }
    return otpLogin(c, phone, body);
  });

  // Firebase stand-in for the reset flow: the code texted through /auth/firebase-send-otp, checked
  // here, becomes the reset_token that reset-password accepts for that phone.
  r.put('/auth/firebase-reset-password', async (c) => {
    const body = await readBody(c);
    validate(body, { phoneNumber: `required|${PHONE_RULE}`, sessionInfo: 'required|string|max:255', code: 'required|string|max:10', is_reset_token: 'boolean' });
    const phone = normalizePhone(body.phoneNumber);
    if (!users.byPhone(phone)) fail(404, 'not-found', 'User not found');
    const { ok, phone: sentTo } = otps.checkSession(str(body.sessionInfo), str(body.code));
    if (!ok || sentTo !== phone) fail(400, 'invalid', 'Invalid OTP.');
    otps.markVerified('reset', phone, str(body.code));
    return send(c, { message: 'OTP found, you can proceed' });
  });

  r.post('/auth/update-info', async (c) => {
    const body = await readBody(c);
    validate(body, {
      name: 'required|string|max:100',
      login_type: 'required|in:otp,social,manual',
      phone: `${PHONE_RULE}`,
      email: 'email|max:255',
      ref_code: 'string|max:50',
      registration_token: 'string|max:100',
    });
    const phone = body.phone ? normalizePhone(body.phone) : null;
    const email = body.email ? str(body.email).trim() : null;
    const u = body.login_type === 'social' ? (email ? users.byEmail(email) : undefined) : phone ? users.byPhone(phone) : email ? users.byEmail(email) : undefined;
    if (!u) failMessage(404, 'User not found');
    const complete = body.login_type === 'social' ? !!u.f_name && !!u.phone : !!u.f_name;
    if (complete) failMessage(403, 'Already exists');
    // Only the caller who verified this sign-up may finish it (and so receive its token).
    if (!tokens.finishSignup(u.id, str(body.registration_token), parseGuestId(body.guest_id)))
      fail(403, 'registration', 'Please verify your phone or e-mail again to finish signing up.');
    const fields: Partial<UserRow> = { ...splitName(str(body.name)) };
    if (phone && phone !== u.phone) {
      if (users.byPhone(phone)) fail(403, 'phone', 'The phone has already been taken.');
      fields.phone = phone;
    }
    if (email && email.toLowerCase() !== (u.email ?? '').toLowerCase()) {
      if (users.byEmail(email)) fail(403, 'email', 'The email has already been taken.');
      fields.email = email;
    }
    users.update(u.id, fields);
    const fresh = users.byId(u.id)!;
    return send(c, result(fresh, body.login_type as LoginType, signIn(fresh, body)));
  });

  r.post('/auth/guest/request', async (c) => {
    const body = await readBody(c);
    validate(body, { fcm_token: 'string|max:255' });
    return send(c, { message: 'Guest verified', guest_id: deps.guests.create(body.fcm_token === undefined || body.fcm_token === null ? null : str(body.fcm_token)) });
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
    validate(body, { reset_token: 'required|string|max:10', password: 'required|string|min:8|max:255', confirm_password: 'required|string|max:255' });
    const { target, u } = resetTarget(body);
    const token = str(body.reset_token);
    if (!otps.isVerified('reset', target, token) && !otps.check('reset', target, token)) fail(400, 'invalid', 'Invalid OTP.');
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
