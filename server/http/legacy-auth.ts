// Older 2.x auth bodies (platform-api §1.2, §3.3 "Older 2.x contract"), still sent by the platform's
// web client 2.3.1: `login {phone, password, guest_id}` without `login_type`, `sign-up {f_name, l_name,
// …}` without `name`, `verify-phone {phone, otp}`, and the reset calls with only `phone`. This middleware
// fills in the 3.x fields those bodies imply, in the cached body the auth routes read, so the routes
// keep one (3.x) code path. A body that already has the 3.x fields is left as it is.
import type { MiddlewareHandler } from 'hono';
import { readBody } from './body.ts';

type Body = Record<string, unknown>;

const given = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** Which reset channel a 2.x body names: its phone, else its e-mail. */
function channel(b: Body): 'phone' | 'email' | null {
  return given(b.phone) ? 'phone' : given(b.email) ? 'email' : null;
}

const NORMALISE: Record<string, (b: Body) => boolean> = {
  // 2.x manual login: {phone, password} (some builds send {email, password}).
  '/auth/login': (b) => {
    if (given(b.login_type) || !given(b.password)) return false;
    const via = channel(b);
    if (!via) return false;
    b.login_type = 'manual';
    b.email_or_phone = b[via];
    b.field_type = via;
    return true;
  },
  '/auth/sign-up': (b) => {
    if (given(b.name) || !given(b.f_name)) return false;
    b.name = `${String(b.f_name).trim()} ${given(b.l_name) ? String(b.l_name).trim() : ''}`.trim();
    return true;
  },
  '/auth/verify-phone': (b) => {
    if (given(b.verification_type) || !given(b.phone)) return false;
    b.verification_type = 'phone';
    if (!given(b.login_type)) b.login_type = 'manual';
    return true;
  },
  '/auth/forgot-password': resetChannel,
  '/auth/verify-token': resetChannel,
  '/auth/reset-password': resetChannel,
};

function resetChannel(b: Body): boolean {
  if (given(b.verification_method)) return false;
  const via = channel(b);
  if (!via) return false;
  b.verification_method = via;
  return true;
}

/** Mount on `/api/v1/auth/*` before the auth routes. */
export function legacyAuthBodies(base = '/api/v1'): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname.replace(/\/$/, '');
    const fix = path.startsWith(base) ? NORMALISE[path.slice(base.length)] : undefined;
    if (!fix || (c.req.method !== 'POST' && c.req.method !== 'PUT')) return next();
    const legacy = fix(await readBody(c));
    await next();
    // 2.x verify-phone answered `{message, otp:"inactive"}`; the 2.x client toasts `message`.
    if (legacy && path.endsWith('/auth/verify-phone') && c.res.status === 200) {
      const out = (await c.res
        .clone()
        .json()
        .catch(() => null)) as Body | null;
      if (out && typeof out === 'object' && !Array.isArray(out) && !('message' in out)) {
        const headers = new Headers(c.res.headers);
        headers.delete('content-length');
        c.res = new Response(
          JSON.stringify({ message: 'Phone number is verified successfully', otp: 'inactive', ...out }),
          { status: 200, headers },
        );
      }
    }
  };
}
