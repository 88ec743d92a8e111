// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostSanitizer } from '../../server/ssr/sanitizer.ts';

describe('server render: the business HTML sanitiser', () => {
  it("turn4 §7.1 Policy pages: the server render drops scripts, handlers, javascript: links and styles from the business's HTML", async () => {
    const clean = (await hostSanitizer())!;
    expect(clean).toBeTypeOf('function');
    const out = clean(
      '<h2 style="color:red" onclick="x()">Refunds</h2><script>alert(1)</script><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)" target="_top">a</a><iframe src="//evil"></iframe><p>ok</p>',
    );
    expect(out).toContain('<h2>Refunds</h2>');
    expect(out).toContain('<p>ok</p>');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', 'style='])
      expect(out).not.toContain(bad);
    expect(out).toContain('alt=""');
    expect(out).toContain('rel="noopener noreferrer"');
  }, 60_000);
});
