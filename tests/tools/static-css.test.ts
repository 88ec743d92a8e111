import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { css } from '../../styled-system/css';
import { button, dialog } from '../../styled-system/recipes';
import { inlineStaticCss, loadPandaLookup, type PandaLookup } from './static-css';

const head =
  "import { css, cx } from '../../styled-system/css';\nimport { button, dialog } from '../../styled-system/recipes';\n";
let lookup: PandaLookup;
beforeAll(async () => {
  lookup = await loadPandaLookup(join(import.meta.dirname, '../..'));
});

describe('static css', () => {
  it('Static CSS: a literal css() call becomes the class string the runtime returns', () => {
    const styles = { display: 'flex', gap: '2', _hover: { color: 'fg.muted' }, md: { px: '4' }, mt: -1 };
    const code = `${head}// ★ before the call\nconst a = <b className={css(${JSON.stringify(styles)})}>★</b>;`;
    const out = inlineStaticCss(code, '/x/src/A.tsx', lookup)!;
    expect(out).toBe(`${head}// ★ before the call\nconst a = <b className={${JSON.stringify(css(styles))}}>★</b>;`);
  });

  it('Static CSS: a recipe called with literal variants becomes its classes; a slot recipe stays a call', () => {
    const code = `${head}const a = button({ variant: 'ghost', size: 'icon' }); const b = button(); const c = dialog();`;
    expect(inlineStaticCss(code, '/x/src/A.ts', lookup)).toBe(
      `${head}const a = ${JSON.stringify(button({ variant: 'ghost', size: 'icon' }))}; const b = ${JSON.stringify(button())}; const c = dialog();`,
    );
    expect(typeof dialog()).toBe('object');
  });

  it('Static CSS: calls with expressions or spreads are left to the runtime', () => {
    const code = `${head}const a = css({ color: tone }); const b = css({ ...base }); const c = button({ variant }); const d = cx(css({ p: '2' }), x);`;
    expect(inlineStaticCss(code, '/x/src/A.ts', lookup)).toBe(
      code.replace(`css({ p: '2' })`, JSON.stringify(css({ p: '2' }))),
    );
  });

  it('Static CSS: a value chosen between literals makes the call a choice between class strings', () => {
    const code = `${head}const a = css({ p: '2', opacity: closed ? 0.6 : 1, fontSize: size === 'lg' ? 'xl' : size === 'sm' ? 'sm' : 'md' });`;
    const out = inlineStaticCss(code, '/x/src/A.ts', lookup)!;
    expect(out).not.toContain('css(');
    const pick = new Function('closed', 'size', `return ${out.slice(out.indexOf('const a = ') + 10, -1)};`) as (
      closed: boolean,
      size: string,
    ) => string;
    for (const closed of [true, false]) {
      for (const size of ['sm', 'md', 'lg']) {
        expect(pick(closed, size)).toBe(
          css({ p: '2', opacity: closed ? 0.6 : 1, fontSize: size === 'lg' ? 'xl' : size === 'sm' ? 'sm' : 'md' }),
        );
      }
    }
  });

  it('Static CSS: a condition that calls or assigns, or more than three conditions, is left to the runtime', () => {
    const calls = `${head}const a = css({ opacity: isClosed() ? 0.6 : 1 }); const b = css({ opacity: (n = 1) ? 0.6 : 1 });`;
    expect(inlineStaticCss(calls, '/x/src/A.ts', lookup)).toBeNull();
    const many = `${head}const a = css({ p: a ? '1' : '2', m: b ? '1' : '2', gap: c ? '1' : '2', px: d ? '1' : '2' });`;
    expect(inlineStaticCss(many, '/x/src/A.ts', lookup)).toBeNull();
  });

  it('Static CSS: a module without the import, or with its own css, is unchanged', () => {
    expect(inlineStaticCss(`const css = (x) => x; css({ p: '2' });`, '/x/src/A.ts', lookup)).toBeNull();
    expect(inlineStaticCss(`${head}function css() {} css({ p: '2' });`, '/x/src/A.ts', lookup)).toBeNull();
    expect(
      inlineStaticCss(`${head}const { cart, button } = flows(); button({ variant: 'ghost' });`, '/x/src/A.ts', lookup),
    ).toBeNull();
    expect(inlineStaticCss(`${head}const f = ([css = x]) => css({ p: '2' });`, '/x/src/A.ts', lookup)).toBeNull();
  });
});
