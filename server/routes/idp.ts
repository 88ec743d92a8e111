// The demo identity provider's pages (GET/POST /demo-idp/authorize): pick a demo identity, then go back
// to the storefront with a signed token (services/idp.ts). Redirects only to the storefront's origins.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { originAllowed } from '../http/origins.ts';
import { page, escapeHtml, HTML_HEADERS } from '../services/html.ts';
import { IDENTITIES, signIdToken } from '../services/idp.ts';

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
      return c.html(
        page('Demo sign-in', '<p>Missing or invalid <code>medium</code> / <code>redirect_uri</code>.</p>'),
        400,
        HTML_HEADERS,
      );
    const rows = IDENTITIES.map(
      (id) => `<li><form method="post" action="/demo-idp/authorize">
        <input type="hidden" name="medium" value="${escapeHtml(medium)}">
        <input type="hidden" name="redirect_uri" value="${escapeHtml(redirect.toString())}">
        <input type="hidden" name="sub" value="${escapeHtml(id.sub)}">
        <button type="submit">${escapeHtml(id.name)} <small>${escapeHtml(id.email)}${id.phone ? '' : ' · no phone number'}</small></button>
      </form></li>`,
    );
    return c.html(
      page(
        `Sign in with ${medium} (demo)`,
        `<p>This local page stands in for ${escapeHtml(medium)} sign-in. Choose an identity:</p><ul class="ids">${rows.join('')}</ul>`,
      ),
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
