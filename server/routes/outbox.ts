// GET /outbox: the local outbox (services/outbox.ts) as a page, for this machine only (loopback).
import type { Routes } from '../http/router.ts';
import { isLoopback } from '../http/client.ts';
import { escapeHtml, HTML_HEADERS, page } from '../services/html.ts';
import type { Outbox } from '../services/outbox.ts';

export function registerOutbox(r: Routes, outbox: Outbox): void {
  r.get('/outbox', (c) => {
    if (!isLoopback(c)) return c.html(page('Outbox', '<p>The outbox is readable from this machine only.</p>'), 403, HTML_HEADERS);
    const rows = outbox
      .list()
      .map((m) => `<tr><td>${escapeHtml(m.at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.purpose)}</td><td><code>${escapeHtml(m.code)}</code></td></tr>`)
      .join('');
    const body = rows ? `<table><thead><tr><th>Sent</th><th>To</th><th>Purpose</th><th>Code</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>';
    return c.html(page('Outbox', `<p>Codes the server would have texted or mailed (newest first).</p>${body}`), 200, HTML_HEADERS);
  });
}
