// customer/info, update-profile (multipart), remove-account (platform-api §3.4, core §4 "Profile update").
// Changing the phone (or e-mail) to a new value while its verification is switched on does not save
// anything: it sends a code and answers {otp_send:true, verification_on, verification_medium, message};
// the client repeats the call with `otp` (or the Firebase stand-in's `session_info` + `otp`).
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import type { UserRow } from '../services/users.ts';
import { send } from '../http/respond.ts';
import { ApiError, fail, failMessage } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser, tokenOf } from '../request/access.ts';
import { profileBody } from '../request/legacy-profile.ts';
import { clientAddress } from '../http/client.ts';
import { present, str, validate } from '../http/validate.ts';
import { hashPassword } from '../services/passwords.ts';
import { checkImage, deleteUpload, storeImage } from '../services/uploads.ts';
import { isoStamp } from '../catalog/time.ts';
import { normalizePhone, PHONE_RULE, splitName } from '../http/people.ts';

export const ONGOING = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];

export function registerCustomer(r: Routes, deps: Deps): void {
  const { users, otps, db } = deps;

  r.get('/customer/info', (c) => {
    const u = requireUser(c, deps);
    const lang = c.req.header('x-localization');
    // Quirk: without X-localization the platform answers 200 with an errors list.
    if (!lang)
      return send(c, { errors: [{ code: 'x-localization', message: 'The x-localization field is required.' }] });
    const key = lang.trim().slice(0, 5);
    if (key !== u.current_language_key) users.update(u.id, { current_language_key: key });
    return send(c, users.info(users.byId(u.id)!));
  });

  r.post('/customer/update-profile', async (c) => {
    const u = requireUser(c, deps);
    const body = profileBody(await readBody(c));
    validate(body, {
      name: 'required|string|max:100',
      email: 'required|email|max:255',
      phone: `required|${PHONE_RULE}`,
      password: 'string|min:8|max:255',
      current_password: 'string|max:255',
      button_type: 'in:change_password,phone,email,profile',
      otp: 'string|max:10',
      verification_on: 'in:phone,email',
      verification_medium: 'in:firebase,SMS,sms,email',
      session_info: 'string|max:255',
    });
    const image = await checkImage('image', body.image);
    const phone = normalizePhone(body.phone);
    const email = str(body.email).trim();
    const other = (x: UserRow | undefined) => x && x.id !== u.id;
    if (other(users.byEmail(email))) fail(403, 'email', 'The email has already been taken.');
    if (other(users.byPhone(phone))) fail(403, 'phone', 'The phone has already been taken.');

    const cl = deps.config().centralize_login;
    const firebase = deps.config().firebase_otp_verification === 1;
    const verified: Partial<UserRow> = {};
    const steps: Array<['phone' | 'email', string, boolean]> = [
      ['phone', phone, phone !== u.phone && !!cl.phone_verification_status],
      [
        'email',
        email.toLowerCase(),
        email.toLowerCase() !== (u.email ?? '').toLowerCase() && !!cl.email_verification_status,
      ],
    ];
    for (const [on, target, needed] of steps) {
      if (!needed) continue;
      const medium = on === 'phone' ? (firebase ? 'firebase' : 'SMS') : 'email';
      if (!body.otp || body.verification_on !== on) {
        if (!(on === 'phone' && firebase)) otps.send('profile', target); // Firebase texts the code itself
        return send(c, {
          verification_on: on,
          verification_medium: medium,
          otp_send: true,
          message: `OTP sent to your ${on}`,
        });
      }
      let ok: boolean;
      if (body.session_info) {
        const s = otps.checkSession(str(body.session_info), str(body.otp));
        ok = s.ok && s.phone === target; // the Firebase session must belong to the new number
      } else ok = otps.check('profile', target, str(body.otp));
      if (!ok) failMessage(404, 'OTP does not match');
      if (on === 'phone') verified.is_phone_verified = 1;
      else Object.assign(verified, { is_email_verified: 1, email_verified_at: isoStamp(deps.now()) });
    }

    const password = body.password ? await newPassword(deps, u, body, clientAddress(c)) : null;
    db.transaction(() => {
      const fields: Partial<UserRow> = { ...splitName(str(body.name)), email, phone, ...verified };
      if (password) fields.password = password;
      if (image) fields.image = storeImage(db, image, isoStamp(deps.now()));
      // A replaced picture is no one's any more: it leaves the storage with the change.
      if (image && u.image) deleteUpload(db, u.image);
      users.update(u.id, fields);
      // Another session (a stolen token, a forgotten device) ends with the password; this one goes on.
      if (password) deps.tokens.revokeOthers(u.id, tokenOf(c) ?? '');
    })();
    return send(c, { message: 'Profile successfully updated' });
  });

  /**
   * A password change asks for the current password (through the sign-in lockout, so a stolen session cannot
   * guess it); an account without one (social sign-in only) sets its first. Answers the new hash.
   */
  async function newPassword(d: Deps, u: UserRow, body: Record<string, unknown>, address: string): Promise<string> {
    if (u.password) {
      if (!present(body.current_password)) fail(403, 'current_password', 'The current password field is required.');
      if (!(await d.passwords.attempt(`user:${u.id}`, u.password, str(body.current_password), address)))
        fail(403, 'current_password', 'The current password is incorrect.');
    }
    return hashPassword(str(body.password));
  }

  r.delete('/customer/remove-account', (c) => {
    const u = requireUser(c, deps);
    if (users.ordersIn(u.id, ONGOING) > 0)
      throw new ApiError(203, {
        errors: [{ code: 'on-going', message: 'Please complete your ongoing and accepted orders' }],
      });
    db.transaction(() => {
      deps.tokens.revokeAll(u.id);
      users.remove(u.id);
    })();
    deps.catalog.version++; // wishlist counts changed
    return send(c, []);
  });
}
