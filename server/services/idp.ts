// Local demo identity provider standing in for Google/Facebook sign-in, which cannot be reached offline.
// GET /demo-idp/authorize?medium=google&redirect_uri=… shows a page to pick a demo identity; choosing one
// redirects to redirect_uri with token, unique_id, email, medium (and name) in the query — the same
// fields a real provider's client library hands the storefront. The token is an HMAC-signed claim set
// that /auth/login (login_type social) and /auth/social-login verify; tokens expire after 10 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Deps } from '../http/deps.ts';
import { originAllowed } from '../http/origins.ts';
import type { Routes } from '../http/router.ts';
import { page, escapeHtml, HTML_HEADERS } from './html.ts';

export interface Identity {
  sub: string;
  name: string;
  email: string;
  phone: string | null;
}

/** Demo identities: one new user with a phone, one without (asks for it), one matching the demo customer. */
export const IDENTITIES: Identity[] = [
  { sub: 'demo-google-1001', name: 'Sam Social', email: 'sam.social@example.com', phone: '+8801700001001' },
  { sub: 'demo-google-1002', name: 'Nora Nophone', email: 'nora.nophone@example.com', phone: null },
  { sub: 'demo-google-1003', name: 'Demo Customer', email: 'demo@example.com', phone: null },
];

type Claims = Identity & { medium: string; exp: number };

const b64 = (s: string) => Buffer.from(s).toString('base64url');

function secret(deps: Deps): string {
  return (deps.db.prepare("SELECT value FROM settings WHERE key = 'idp_secret'").get() as { value: string }).value;
}

export function signIdToken(deps: Deps, id: Identity, medium: string): string {
  const body = b64(JSON.stringify({ ...id, medium, exp: Math.floor(deps.now().getTime() / 1000) + 600 }));
  return `${body}.${createHmac('sha256', secret(deps)).update(body).digest('base64url')}`;
}

export function verifyIdToken(deps: Deps, token: string): Claims | null {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  const expected = Buffer.from(createHmac('sha256', secret(deps)).update(body).digest('base64url'));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Claims;
    return claims.exp * 1000 >= deps.now().getTime() ? claims : null;
  } catch {
    return null;
  }
}

/** The redirect target, only when it is one of the storefront's own origins (http/origins.ts): the
 *  token rides in its query, so any other site would receive a sign-in. */
function safeRedirect(c: Context, deps: Deps, uri: string | undefined): URL | null {
  if (!uri) return null;
  try {
    const u = new URL(uri);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return originAllowed(u.origin, c, deps.origins) ? u : null;
  } catch {
    return null;
  }
}

export function registerIdp(r: Routes, deps: Deps): void {
  r.get('/demo-idp/authorize', (c) => {
    const medium = c.req.query('medium') ?? 'google';
    const redirect = safeRedirect(c, deps, c.req.query('redirect_uri'));
    if (!['google', 'facebook', 'apple'].includes(medium) || !redirect)
      return c.html(page('Demo sign-in', '<p>Missing or invalid <code>medium</code> / <code>redirect_uri</code>.</p>'), 400, HTML_HEADERS);
    const rows = IDENTITIES.map(
      (id) => `<li><form method="post" action="/demo-idp/authorize">
        <input type="hidden" name="medium" value="${escapeHtml(medium)}">
        <input type="hidden" name="redirect_uri" value="${escapeHtml(redirect.toString())}">
        <input type="hidden" name="sub" value="${escapeHtml(id.sub)}">
        <button type="submit">${escapeHtml(id.name)} <small>${escapeHtml(id.email)}${id.phone ? '' : ' · no phone number'}</small></button>
      </form></li>`,
    );
    return c.html(
      page(`Sign in with ${medium} (demo)`, `<p>This local page stands in for ${escapeHtml(medium)} sign-in. Choose an identity:</p><ul class="ids">${rows.join('')}</ul>`),
      200,
      HTML_HEADERS,
    );
  });

  r.post('/demo-idp/authorize', async (c) => {
    const form = await c.req.parseBody();
    const medium = String(form.medium ?? '');
    const redirect = safeRedirect(c, deps, String(form.redirect_uri ?? ''));
    const id = IDENTITIES.find((x) => x.sub === form.sub);
    if (!id || !redirect || !['google', 'facebook', 'apple'].includes(medium))
      return c.html(page('Demo sign-in', '<p>Unknown identity.</p>'), 400, HTML_HEADERS);
    redirect.searchParams.set('token', signIdToken(deps, id, medium));
    redirect.searchParams.set('unique_id', id.sub);
    redirect.searchParams.set('email', id.email);
    redirect.searchParams.set('medium', medium);
    redirect.searchParams.set('name', id.name);
    return c.redirect(redirect.toString(), 303);
  });
}
