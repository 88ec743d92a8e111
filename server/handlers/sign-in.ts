// Signing in (platform-api §3.3, 3.x "centralized login"): the AuthResult answer, the token that adopts the
// guest's carts, and the manual, OTP and social logins that auth/login (routes/auth.ts) dispatches to.
// `token` is null when another step is needed (OTP verification, or is_personal_info 0 → update-info).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { UserRow } from '../services/users.ts';
import { send } from '../http/respond.ts';
import { ApiError, fail, failMessage } from '../http/errors.ts';
import { clientAddress } from '../http/client.ts';
import { str, truthy, validate } from '../http/validate.ts';
import { normalizePhone, PHONE_RULE, splitName } from '../http/people.ts';
import { parseGuestId } from '../services/guests.ts';
import { verifyIdToken } from '../services/idp.ts';
import { SocialLinks } from '../services/social-links.ts';

export type LoginType = 'manual' | 'otp' | 'social';

export function authResult(
  u: UserRow | null,
  loginType: LoginType,
  token: string | null,
  extra: Record<string, unknown> = {},
) {
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
export function signIn(deps: Deps, u: UserRow, body: Record<string, unknown>): string {
  if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
  const g = parseGuestId(body.guest_id);
  if (g !== null && deps.guests.exists(g)) deps.users.adoptGuest(g, u.id);
  return deps.tokens.issue(u.id);
}

/** A verified account: a token when its profile is complete, else the proof that auth/update-info
 *  asks for (services/deps.tokens.ts), bound to the guest_id this call carried. */
export function verified(
  deps: Deps,
  c: Context,
  u: UserRow,
  loginType: LoginType,
  body: Record<string, unknown>,
  complete: boolean,
  extra: Record<string, unknown> = {},
) {
  if (complete) return send(c, authResult(u, loginType, signIn(deps, u, body), extra));
  if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
  const g = parseGuestId(body.guest_id);
  const registration_token = deps.tokens.startSignup(u.id, g !== null && deps.guests.exists(g) ? g : null);
  return send(c, authResult(u, loginType, null, { ...extra, registration_token }));
}

/** After a verified OTP for a phone: find or create the user, then log in if the profile is complete. */
export function otpLogin(deps: Deps, c: Context, phone: string, body: Record<string, unknown>) {
  let u = deps.users.byPhone(phone);
  if (!u) u = deps.users.create({ phone, is_phone_verified: 1, login_medium: 'otp' });
  else if (!u.is_phone_verified) {
    deps.users.update(u.id, { is_phone_verified: 1 });
    u = deps.users.byId(u.id)!;
  }
  if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
  return verified(deps, c, u, 'otp', body, !!u.f_name);
}

export async function manualLogin(deps: Deps, c: Context, body: Record<string, unknown>) {
  if (!deps.config().centralize_login.manual_login_status) fail(403, 'login_type', 'Manual login is not active');
  validate(body, {
    email_or_phone: 'required|string|max:255',
    password: 'required|string|min:6|max:255',
    field_type: 'in:phone,email',
  });
  const id = str(body.email_or_phone).trim();
  const field = body.field_type ?? (id.includes('@') ? 'email' : 'phone');
  const u = field === 'email' ? deps.users.byEmail(id) : deps.users.byPhone(normalizePhone(id));
  // Through the per-account lockout (services/lockout.ts); the hash is checked off the event loop.
  if (
    !(await deps.passwords.attempt(
      u ? `user:${u.id}` : `${field}:${id.toLowerCase()}`,
      u?.password,
      str(body.password),
      clientAddress(c),
    )) ||
    !u
  )
    fail(401, 'auth-001', 'User credential does not match');
  if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
  if (
    field === 'phone' &&
    deps.config().centralize_login.phone_verification_status &&
    !u.is_phone_verified &&
    u.phone
  ) {
    deps.otps.send('verify', u.phone);
    return send(c, authResult(u, 'manual', null));
  }
  if (
    field === 'email' &&
    deps.config().centralize_login.email_verification_status &&
    !u.is_email_verified &&
    u.email
  ) {
    deps.otps.send('verify', u.email.toLowerCase());
    return send(c, authResult(u, 'manual', null));
  }
  return send(c, authResult(u, 'manual', signIn(deps, u, body)));
}

export function otpLoginCall(deps: Deps, c: Context, body: Record<string, unknown>) {
  if (!deps.config().centralize_login.otp_login_status) fail(403, 'login_type', 'OTP login is not active');
  validate(body, { phone: `required|${PHONE_RULE}`, otp: 'string|max:10' });
  const phone = normalizePhone(body.phone);
  if (body.otp !== undefined && body.otp !== null && str(body.otp) !== '') {
    if (!deps.otps.check('login', phone, str(body.otp))) failMessage(404, 'OTP does not match');
    return otpLogin(deps, c, phone, body);
  }
  const existing = deps.users.byPhone(phone);
  if (existing && existing.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
  deps.otps.send('login', phone);
  return send(c, authResult(existing ?? null, 'otp', null, { is_phone_verified: 0 }));
}

export async function socialLogin(deps: Deps, c: Context, body: Record<string, unknown>, legacy: boolean) {
  if (!legacy && !deps.config().centralize_login.social_login_status)
    fail(403, 'login_type', 'Social login is not active');
  validate(body, {
    token: 'required|string|max:4096',
    unique_id: 'required|string|max:255',
    medium: 'required|in:google,facebook,apple',
    email: 'email|max:255',
  });
  const claims = verifyIdToken(deps, str(body.token));
  if (
    !claims ||
    claims.sub !== str(body.unique_id) ||
    claims.medium !== body.medium ||
    (body.email && str(body.email).toLowerCase() !== claims.email.toLowerCase())
  )
    throw new ApiError(403, { error: 'wrong credential.', message: 'Invalid social login token' });
  const medium = claims.medium;
  const links = new SocialLinks(deps.db);
  const linked = links.userIdOf(medium, claims.sub);
  let u = linked ? deps.users.byId(linked) : undefined;
  if (!u) {
    const sameEmail = deps.users.byEmail(claims.email);
    if (sameEmail) {
      // An account with this e-mail exists: ask "is this you?" first; `verified` confirms the link.
      if (!truthy(body.verified))
        return send(c, {
          ...authResult(sameEmail, 'social', null),
          is_exist_user: {
            id: sameEmail.id,
            name: `${sameEmail.f_name ?? ''} ${sameEmail.l_name ?? ''}`.trim(),
            image: sameEmail.image,
          },
        });
      u = sameEmail;
    } else {
      const phoneFree = claims.phone && !deps.users.byPhone(claims.phone);
      u = deps.users.create({
        ...splitName(claims.name),
        email: claims.email,
        phone: phoneFree ? claims.phone : null,
        is_email_verified: 1,
        is_phone_verified: phoneFree ? 1 : 0,
        login_medium: medium,
        social_id: claims.sub,
      });
    }
    links.link(medium, claims.sub, u.id);
  }
  if (u.status !== 1) fail(403, 'auth-003', 'Your account is blocked');
  // Without a phone number the profile is incomplete: the client asks for it and calls update-info.
  const complete = !!u.f_name && !!u.phone;
  return verified(deps, c, u, 'social', body, complete, {
    is_personal_info: complete ? 1 : 0,
    ...(legacy ? { phone: u.phone } : {}),
  });
}
