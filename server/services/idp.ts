// Local demo identity provider standing in for Google/Facebook sign-in, which cannot be reached offline
// (its pages: routes/idp.ts).
// GET /demo-idp/authorize?medium=google&redirect_uri=… shows a page to pick a demo identity; choosing one
// redirects to redirect_uri with token, unique_id, email, medium (and name) in the query — the same
// fields a real provider's client library hands the storefront. The token is an HMAC-signed claim set
// that /auth/login (login_type social) and /auth/social-login verify; tokens expire after 10 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DB } from '../db/open.ts';

/** What signing needs of the app: the database (its secret) and the clock. */
type Signer = { db: DB; now: () => Date };

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

function secret(deps: Signer): string {
  return (deps.db.prepare("SELECT value FROM settings WHERE key = 'idp_secret'").get() as { value: string }).value;
}

export function signIdToken(deps: Signer, id: Identity, medium: string): string {
  const body = b64(JSON.stringify({ ...id, medium, exp: Math.floor(deps.now().getTime() / 1000) + 600 }));
  return `${body}.${createHmac('sha256', secret(deps)).update(body).digest('base64url')}`;
}

export function verifyIdToken(deps: Signer, token: string): Claims | null {
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
