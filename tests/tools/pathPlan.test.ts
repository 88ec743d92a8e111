import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import { browserPaths, browserRuns } from './browserRuns';
import { coverage } from './model';
import { pathsCsv, pathsMarkdown, pathsText, qaPaths } from './pathText';

/** docs/conventions.md "Tests" (QA): the paths a tester is given read as steps a person follows, in every format. */
describe('npm run paths, for people', () => {
  it('acc §4 OTP: the paths name timers, answers and actions in words (no xstate. event, no inline)', () => {
    const text = pathsText('otp', catalog.otp!);
    expect(text).not.toMatch(/xstate\.|inline/);
    expect(text).toContain('Wait 1 s (the tick timer)');
    expect(text).toContain('because: is last second');
    expect(text).toContain('The verifyCode call fails: "OTP does not match"');
  });

  it('acc §4 After a login response: the deciding answer is printed in full and the success message by its text, in English and Arabic', () => {
    const en = pathsText('login', catalog.login!);
    expect(en).toContain(
      '"is_exist_user":{"id":1,"name":"Demo Customer","image":null},"login_type":"manual","email":null}',
    );
    expect(en).toContain('says: "Logged in successfully."');
    expect(pathsText('login', catalog.login!, 'ar')).toContain('says: "تم تسجيل الدخول بنجاح."');
    expect(pathsText('addToCart', catalog.addToCart!)).toContain('says: "Item added to cart."');
  }, 60_000);

  for (const [id, entry] of Object.entries(catalog)) {
    it(`${id}: the Markdown plan numbers each path's steps and the CSV has one row per step`, () => {
      const paths = qaPaths(entry, id);
      const md = pathsMarkdown(id, entry);
      expect(md.match(/^## Path \d+$/gm)).toHaveLength(paths.length);
      expect(md.match(/^\d+\. \[ \] \*\*Do:\*\* .+ \*\*See:\*\* .+$/gm)).toHaveLength(
        paths.reduce((n, p) => n + p.steps.length, 0),
      );
      const rows = pathsCsv(id, entry).trimEnd().split('\n');
      expect(rows[0]).toBe('machine,path,step,do,see,because,messages,effects,browser');
      // Quoted cells may hold no line break, so a row is a line.
      expect(rows).toHaveLength(1 + paths.reduce((n, p) => n + p.steps.length, 0));
    }, 120_000);

    it(`${id}: every printed path is played in a browser run or marked machine-only with its reason`, () => {
      for (const path of qaPaths(entry, id)) {
        if (path.machineOnly) expect(path.machineOnly.length).toBeGreaterThan(10);
        else expect(browserRuns[id], `${id} has a browser run`).toBeDefined();
      }
    }, 120_000);
  }

  for (const id of ['loginMethod', 'login', 'otp', 'forgotPassword']) {
    it(`acc §4 ${id}: the paths its browser run plays take every transition and enter every state`, () => {
      expect(coverage(catalog[id]!.machine, browserPaths(id))).toEqual({
        missedStates: [],
        missedTransitions: [],
        mismatches: [],
      });
    }, 60_000);
  }

  it('each browser run plays the paths of the one filter (browserPaths), not a list of its own', () => {
    for (const [id, run] of Object.entries(browserRuns)) {
      const spec = readFileSync(join(import.meta.dirname, '../..', run.spec), 'utf8');
      expect(spec, `${run.spec} plays browserPaths('${id}')`).toMatch(
        new RegExp(`browserPaths\\('${id}'\\)|modelPaths\\(catalog\\.${id}!\\)`),
      );
    }
  });
});
