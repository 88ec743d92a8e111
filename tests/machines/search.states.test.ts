import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { SearchContext } from '../../machines/search/search.machine';
import {
  expectStates,
  stepActions as named,
  stepCalls as calls,
  type Expectations,
  type StepView,
} from '../tools/expectations';

type View = StepView<SearchContext>;
/** The field and the results page are two regions: each state says which of the flow's tags are its own. */
const has = (v: View, tag: string, yes: boolean) => expect(v.tags.includes(tag)).toBe(yes);

const expectations: Expectations<SearchContext> = {
  'field.idle': {
    sees: 'the field with no suggestions open (the recent searches when it is empty)',
    check: (v) => {
      has(v, 'asking', false);
      expect(v.context.suggestions).toEqual([]);
      if (v.event?.type === 'search.suggestion.pick') {
        // An item opened is not a search: its page opens and the recent searches stay.
        expect(named(v)).toContain('openSuggestion');
        expect(v.context.query).toBe('');
      }
    },
  },
  'field.waiting': {
    sees: 'typing: the suggestions wait for a pause',
    check: (v) => {
      has(v, 'asking', true);
      if (v.event?.type === 'search.type') expect(v.context.query).toBe(v.event!.text);
      expect(calls(v)).not.toContain('suggest');
    },
  },
  'field.suggesting': {
    sees: 'asking for suggestions for the typed text',
    calls: ['suggest'],
    check: (v) => has(v, 'asking', true),
  },
  'field.suggestions': {
    sees: 'the suggestions for the text (none after a failure: Enter still searches)',
    check: (v) => {
      has(v, 'asking', false);
      if (v.event?.type === 'xstate.error.actor.suggest') expect(v.context.suggestions).toEqual([]);
      if (v.event?.type === 'xstate.done.actor.suggest') expect(v.context.suggestions).toEqual(v.event!.output);
    },
  },
  'answer.none': {
    sees: 'no results page yet',
    check: (v) => {
      has(v, 'searching', false);
      expect(v.context.submitted).toBe('');
    },
  },
  'answer.searching': {
    sees: 'the results page with skeletons while items and stores are fetched for the term',
    calls: ['runSearch'],
    check: (v) => {
      has(v, 'searching', true);
      if (v.event?.type === 'search.submit') {
        // The term becomes the newest recent search, is kept on the device, and the results page opens for it.
        expect(v.context.recent[0]).toBe(v.context.submitted);
        expect(named(v)).toEqual(['storeRecent', 'showResults']);
      }
    },
  },
  'answer.results': {
    sees: 'items and stores for the term',
    check: (v) => (has(v, 'found', true), has(v, 'nothingFound', false)),
  },
  'answer.empty': {
    sees: '"Sorry no data found related to your search"',
    check: (v) => (has(v, 'nothingFound', true), has(v, 'found', false)),
  },
  'answer.error': { sees: 'the search failed, with a way to try again', check: (v) => has(v, 'failed', true) },
};

describe('search machine, state by state', () => {
  it('core §4 Search: every state a path reaches holds what the spec says', { timeout: 120_000 }, () => {
    expectStates(catalog.search!, expectations);
  });
});
