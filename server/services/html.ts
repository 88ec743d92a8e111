// Tiny HTML pages for the local stand-ins (payment, demo sign-in). No scripts at all, so they work
// under the same strict Content-Security-Policy as the storefront.
export const HTML_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}ul.ids{list-style:none;padding:0}button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font:inherit;border:1px solid #cbd5e1;border-radius:.5rem;background:#f8fafc;cursor:pointer;text-align:start}
button.primary{background:#16a34a;color:#fff;border-color:#16a34a}button.danger{background:#fff;color:#b91c1c;border-color:#fca5a5}small{display:block;color:#64748b}
.amount{font-size:2rem;font-weight:700}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
