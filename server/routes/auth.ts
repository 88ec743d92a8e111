// Auth calls (platform-api §3.3, 3.x "centralized login"). Every success answers the AuthResult shape
// (handlers/sign-in.ts); logging in with guest_id moves the guest's carts to the user. Signing in and
// verifying are here; the Firebase stand-in is in auth-firebase.ts, guests and password recovery in
// auth-recovery.ts.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { UserRow } from '../services/users.ts';
import { send } from '../http/respond.ts';
import { ApiError, fail, failMessage } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { str, validate } from '../http/validate.ts';
import { hashPassword } from '../services/passwords.ts';
import { parseGuestId } from '../services/guests.ts';
import { verifyIdToken } from '../services/idp.ts';
import { isoStamp } from '../catalog/time.ts';
import { normalizePhone, PHONE_RULE, splitName } from '../http/people.ts';
import { SocialLinks } from '../services/social-links.ts';
import { creditReferrer } from '../services/referrals.ts';
import {
  authResult,
  manualLogin,
  otpLogin,
  otpLoginCall,
  signIn,
  socialLogin,
  verified,
  type LoginType,
} from '../handlers/sign-in.ts';

export function registerAuth(r: Routes, deps: Deps): void {
  registerSignIn(r, deps);
  registerVerification(r, deps);
}

/** login, social-login, social-register and sign-up. */
function registerSignIn(r: Routes, deps: Deps): void {
  const { users, otps } = deps;
  const cl = () => deps.config().centralize_login;
  const links = new SocialLinks(deps.db);

  // POST /auth/login — login_type manual | otp | social
  r.post('/auth/login', async (c) => {
    const body = await readBody(c);
    validate(body, { login_type: 'required|in:manual,otp,social' });
    const type = body.login_type as LoginType;
    if (type === 'manual') return manualLogin(deps, c, body);
    if (type === 'otp') return otpLoginCall(deps, c, body);
    return socialLogin(deps, c, body, false);
  });
  r.post('/auth/social-login', async (c) => socialLogin(deps, c, await readBody(c), true));
  // Legacy social registration: a verified provider token plus the phone number the provider lacked.
  r.post('/auth/social-register', async (c) => {
    const body = await readBody(c);
    validate(body, {
      token: 'required|string|max:4096',
      unique_id: 'required|string|max:255',
      medium: 'required|in:google,facebook,apple',
      email: 'email|max:255',
      phone: `required|${PHONE_RULE}`,
      ref_code: 'string|max:50',
    });
    const claims = verifyIdToken(deps, str(body.token));
    if (!claims || claims.sub !== str(body.unique_id) || claims.medium !== body.medium)
      throw new ApiError(403, { error: 'wrong credential.', message: 'Invalid social login token' });
    const phone = normalizePhone(body.phone);
    const linked = links.userIdOf(claims.medium, claims.sub);
    let u = linked ? users.byId(linked) : undefined;
    if (!u) {
      if (users.byEmail(claims.email)) fail(403, 'email', 'The email has already been taken.');
      if (users.byPhone(phone)) fail(403, 'phone', 'The phone has already been taken.');
      u = users.create({
        ...splitName(claims.name),
        email: claims.email,
        phone,
        is_email_verified: 1,
        login_medium: claims.medium,
        social_id: claims.sub,
      });
      links.link(claims.medium, claims.sub, u.id);
    }
    if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
    return send(c, { token: signIn(deps, u, body), is_phone_verified: u.is_phone_verified, phone: u.phone, res: null });
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
      const ref = users.idByRefCode(str(body.ref_code));
      if (ref === undefined) fail(405, 'ref_code', 'Referer code not found');
      refBy = ref;
    }
    const password = await hashPassword(str(body.password));
    // Checked again after the hash (which awaits): a concurrent sign-up with this phone or e-mail may have
    // been created meanwhile, and it gets the platform's duplicate answer, not a failed insert.
    if (users.byPhone(phone)) fail(403, 'phone', 'The phone has already been taken.');
    if (email && users.byEmail(email)) fail(403, 'email', 'The email has already been taken.');
    const u = users.create({
      ...splitName(str(body.name)),
      phone,
      email,
      password,
      login_medium: 'manual',
      ref_by: refBy,
    });
    if (refBy !== null) creditReferrer(deps.db, deps.now(), deps.config(), refBy, u.id);
    if (cl().phone_verification_status) {
      otps.send('verify', phone);
      return send(c, authResult(u, 'manual', null));
    }
    if (cl().email_verification_status && email) {
      otps.send('verify', email.toLowerCase());
      return send(c, authResult(u, 'manual', null));
    }
    return send(c, authResult(u, 'manual', signIn(deps, u, body)));
  });
}

/** verify-phone and update-info (a new account's name, and its referrer). */
function registerVerification(r: Routes, deps: Deps): void {
  const { users, otps, tokens } = deps;

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
      return otpLogin(deps, c, target, body);
    }
    const u = byPhone ? users.byPhone(target) : users.byEmail(target);
    if (!u) fail(404, 'not-found', 'User not found');
    if (byPhone ? u.is_phone_verified : u.is_email_verified)
      return send(c, { message: byPhone ? 'Phone number is already verified' : 'Email is already verified' });
    if (!otps.check('verify', target, str(body.otp))) failMessage(404, 'OTP does not match');
    otps.consume('verify', target);
    users.update(
      u.id,
      byPhone ? { is_phone_verified: 1 } : { is_email_verified: 1, email_verified_at: isoStamp(deps.now()) },
    );
    const fresh = users.byId(u.id)!;
    return verified(deps, c, fresh, body.login_type as LoginType, body, !!fresh.f_name);
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
    const u =
      body.login_type === 'social'
        ? email
          ? users.byEmail(email)
          : undefined
        : phone
          ? users.byPhone(phone)
          : email
            ? users.byEmail(email)
            : undefined;
    if (!u) failMessage(404, 'User not found');
    const complete = body.login_type === 'social' ? !!u.f_name && !!u.phone : !!u.f_name;
    if (complete) failMessage(403, 'Already exists');
    // acc §7 update-info ref_code: the new customer's referrer, as sign-up records it (checked before the
    // registration token is spent, so a mistyped code can be corrected; nobody refers themself).
    let refBy: number | null = null;
    if (body.ref_code && u.ref_by === null) {
      const ref = users.idByRefCode(str(body.ref_code));
      if (ref === undefined || ref === u.id) fail(405, 'ref_code', 'Referer code not found');
      refBy = ref;
    }
    // Only the caller who verified this sign-up may finish it (and so receive its token).
    if (!tokens.finishSignup(u.id, str(body.registration_token), parseGuestId(body.guest_id)))
      fail(403, 'registration', 'Please verify your phone or e-mail again to finish signing up.');
    const fields: Partial<UserRow> = { ...splitName(str(body.name)), ...(refBy !== null ? { ref_by: refBy } : {}) };
    if (phone && phone !== u.phone) {
      if (users.byPhone(phone)) fail(403, 'phone', 'The phone has already been taken.');
      fields.phone = phone;
    }
    if (email && email.toLowerCase() !== (u.email ?? '').toLowerCase()) {
      if (users.byEmail(email)) fail(403, 'email', 'The email has already been taken.');
      fields.email = email;
    }
    users.update(u.id, fields);
    if (refBy !== null) creditReferrer(deps.db, deps.now(), deps.config(), refBy, u.id);
    const fresh = users.byId(u.id)!;
    return send(c, authResult(fresh, body.login_type as LoginType, signIn(deps, fresh, body)));
  });
}
