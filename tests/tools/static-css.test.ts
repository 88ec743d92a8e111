import { describe, expect, it } from 'vitest';
import { css } from '../../styled-system/css';
import { inlineStaticCss } from './static-css';

const head = "import { css, cx } from '../../styled-system/css';\n";

describe('static css', () => {
  it('issue 15: a literal css() call becomes the class string the runtime returns', () => {
    const styles = { display: 'flex', gap: '2', _hover: { color: 'fg.muted' }, md: { px: '4' }, mt: -1 };
    const code = `${head}// ★ before the call\nconst a = <b className={css(${JSON.stringify(styles)})}>★</b>;`;
    const out = inlineStaticCss(code, '/x/src/A.tsx', css)!;
    expect(out).toBe(`${head}// ★ before the call\nconst a = <b className={${JSON.stringify(css(styles))}}>★</b>;`);
  });

  it('issue 15: calls with expressions, spreads or no arguments are left to the runtime', () => {
    const code = `${head}const a = css({ color: tone }); const b = css({ ...base }); const c = css(); const d = cx(css({ p: '2' }), x);`;
    expect(inlineStaticCss(code, '/x/src/A.ts', css)).toBe(code.replace(`css({ p: '2' })`, JSON.stringify(css({ p: '2' }))));
  });

  it('issue 15: a module without the import, or with its own css, is unchanged', () => {
    expect(inlineStaticCss(`const css = (x) => x; css({ p: '2' });`, '/x/src/A.ts', css)).toBeNull();
    expect(inlineStaticCss(`${head}function css() {} css({ p: '2' });`, '/x/src/A.ts', css)).toBeNull();
  });
});
