import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

describe('The taka sign face', () => {
  it('public/boot.js carries exactly the bytes of src/fonts/taka-sign.ttf, whose license lies beside it', () => {
    const boot = readFileSync(join(root, 'public/boot.js'), 'utf8');
    const embedded = /var taka = '([A-Za-z0-9+/=]+)';/.exec(boot)?.[1];
    expect(embedded).toBe(readFileSync(join(root, 'src/fonts/taka-sign.ttf')).toString('base64'));
    expect(readFileSync(join(root, 'src/fonts/taka-sign.LICENSE.txt'), 'utf8')).toContain('License: OFL-1.1');
  });
});
