// The local outbox: with demo mode off there is no SMS or mail gateway offline, so every code the server
// "sends" lands here and is readable at GET /outbox, from this machine only (loopback). Replace it with a
// real gateway before real use (README "Before real use").
import type { Routes } from '../http/router.ts';
import { isLoopback } from '../http/client.ts';
import { escapeHtml, HTML_HEADERS, page } from './html.ts';

export interface Message {
  at: string;
  to: string;
  purpose: string;
  code: string;
}

const KEEP = 50;

export class Outbox {
  private readonly messages: Message[] = [];
  constructor(private readonly now: () => Date) {}

  deliver(purpose: string, to: string, code: string): void {
    this.messages.unshift({ at: this.now().toISOString(), to, purpose, code });
    this.messages.length = Math.min(this.messages.length, KEEP);
    console.log(`[otp] a ${purpose} code for ${to} is in the local outbox (/outbox)`);
  }

  list(): readonly Message[] {
    return this.messages;
  }
}

export function registerOutbox(r: Routes, outbox: Outbox): void {
  r.get('/outbox', (c) => {
    if (!isLoopback(c)) return c.html(page('Outbox', '<p>The outbox is readable from this machine only.</p>'), 403, HTML_HEADERS);
    const rows = outbox
      .list()
      .map((m) => `<tr><td>${escapeHtml(m.at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.purpose)}</td><td><code>${escapeHtml(m.code)}</code></td></tr>`)
      .join('');
    const body = rows
      ? `<table><thead><tr><th>Sent</th><th>To</th><th>Purpose</th><th>Code</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No messages yet.</p>';
    return c.html(page('Outbox', `<p>Codes the server would have texted or mailed (newest first).</p>${body}`), 200, HTML_HEADERS);
  });
}
