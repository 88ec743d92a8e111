// GET /outbox: the local outbox (services/outbox.ts) as a page. It holds every fresh sign-in code, so it
// is served only to a direct peer on this machine (loopback, and no forwarding header: a reverse proxy on
// the same host also connects from loopback, and would otherwise hand the codes to the world), or to a
// caller that sends the operator's secret (STOREFRONT_OUTBOX_SECRET) in X-Outbox-Secret.
import type { Routes } from '../http/router.ts';
import { outboxAllowed as allowed } from '../http/outbox-access.ts';
import { escapeHtml, HTML_HEADERS, page } from '../services/html.ts';
import type { Outbox } from '../services/outbox.ts';

export { OUTBOX_SECRET_HEADER } from '../http/outbox-access.ts';

export function registerOutbox(r: Routes, outbox: Outbox, secret = process.env.STOREFRONT_OUTBOX_SECRET ?? ''): void {
  r.get('/outbox', (c) => {
    if (!allowed(c, secret))
      return c.html(page('Outbox', '<p>The outbox is readable from this machine only.</p>'), 403, HTML_HEADERS);
    const rows = outbox
      .list()
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.purpose)}</td><td><code>${escapeHtml(m.code)}</code></td></tr>`,
      )
      .join('');
    const body = rows
      ? `<table><thead><tr><th>Sent</th><th>To</th><th>Purpose</th><th>Code</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No messages yet.</p>';
    return c.html(
      page('Outbox', `<p>Codes the server would have texted or mailed (newest first).</p>${body}`),
      200,
      HTML_HEADERS,
    );
  });
}
