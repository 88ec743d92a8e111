import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import { expectStates, type Expectations } from './expectations';

/** The kit must fail when a state is wrong, unwritten or never reached, or when its call is missing. */
describe('expectStates', () => {
  const entry = catalog.checkoutGating!;
  const fine: Expectations<unknown> = {
    closed: { sees: 'no drawer' },
    'open.browsing': { sees: 'the drawer' },
    'open.guestChoice': { sees: 'the guest choice' },
  };

  it('QA paths: passes when every reached state holds its expectation', () => {
    expect(() => expectStates(entry, fine)).not.toThrow();
  });

  it('QA paths: fails on a state without an expectation, and on an expectation no path reaches', () => {
    const { 'open.guestChoice': _dropped, ...partial } = fine;
    expect(() => expectStates(entry, partial)).toThrow(/no expectation written for open\.guestChoice/);
    expect(() => expectStates(entry, { ...fine, 'open.nowhere': { sees: '?' } })).toThrow(
      /no test path reaches open\.nowhere/,
    );
  });

  it('QA paths: fails, naming path, step and state, when a check, the context, the tags or a call is wrong', () => {
    const wrong = (over: Expectations<unknown>) => () => expectStates(entry, { ...fine, ...over });
    expect(wrong({ 'open.guestChoice': { sees: 'x', check: () => expect(1).toBe(2) } })).toThrow(
      /checkoutGating path \d+ step \d+ \(checkout\.proceed\) in "open\.guestChoice"/,
    );
    expect(wrong({ closed: { sees: 'x', context: { nothing: 1 } } })).toThrow(/does not hold/);
    expect(wrong({ closed: { sees: 'x', tags: ['closed'] } })).toThrow(/tags \[\], expected \["closed"\]/);
    expect(wrong({ 'open.browsing': { sees: 'x', calls: ['readCart'] } })).toThrow(/made no call to readCart/);
  });
});

describe('expectStates everywhere', () => {
  it('QA paths: every machine in the catalogue has its states stated by hand in tests/machines', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../machines/', import.meta.url);
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const stated = new Set([...text.matchAll(/expectStates(?:<[^>]*>)?\(\s*catalog\.(\w+)/g)].map((m) => m[1]));
    expect(Object.keys(catalog).filter((name) => !stated.has(name))).toEqual([]);
  });
});
