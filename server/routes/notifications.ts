// customer/notifications (the caller's notifications of the last 15 days, newest first) and
// customer/cm-firebase-token (the device token pushes go to), as the platform's customer API answers
// them; /outbox/push lists the pushes the server would have sent (services/notifications.ts).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser, zonesOf } from '../request/access.ts';
import { str, validate } from '../http/validate.ts';
import { isoStamp } from '../catalog/time.ts';
import { Notifications } from '../services/notifications.ts';
import { escapeHtml, HTML_HEADERS, page } from '../services/html.ts';
import { outboxAllowed as allowed } from '../http/outbox-access.ts';

export function registerNotifications(r: Routes, deps: Deps): void {
  const notes = new Notifications(deps.db);

  r.get('/customer/notifications', (c) => {
    const u = requireUser(c, deps);
    // An unreadable zone list reads as none: the platform's query would find no zone either.
    if (!zonesOf(c, 'Zone id is required!').length) fail(403, 'zoneId', 'Zone id is required!');
    return send(c, notes.list(u.id, deps.now()));
  });

  // The platform's web client sends POST with `_method=put`; both reach the same handler.
  const setToken = async (c: Context) => {
    const u = requireUser(c, deps);
    const body = await readBody(c);
    validate(body, { cm_firebase_token: 'required|string|max:255' });
    notes.setToken(u.id, str(body.cm_firebase_token), isoStamp(deps.now()));
    return send(c, { message: 'Updated successfully' });
  };
  r.put('/customer/cm-firebase-token', setToken);
  r.post('/customer/cm-firebase-token', setToken);
}

export function registerPushOutbox(r: Routes, deps: Deps, secret = process.env.STOREFRONT_OUTBOX_SECRET ?? ''): void {
  const notes = new Notifications(deps.db);
  r.get('/outbox/push', (c) => {
    if (!allowed(c, secret))
      return c.html(page('Pushes', '<p>The outbox is readable from this machine only.</p>'), 403, HTML_HEADERS);
    const rows = notes
      .pushes()
      .map(
        (p) =>
          `<tr><td>${escapeHtml(p.created_at)}</td><td><code>${escapeHtml(p.token)}</code></td><td>${escapeHtml(p.title)}</td><td>${escapeHtml(p.body)}</td></tr>`,
      )
      .join('');
    const body = rows
      ? `<table><thead><tr><th>Sent</th><th>Token</th><th>Title</th><th>Body</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No pushes yet.</p>';
    return c.html(
      page('Pushes', `<p>Push notifications the server would have sent through Firebase (newest first).</p>${body}`),
      200,
      HTML_HEADERS,
    );
  });
}
