import { describe, expect, it } from 'vitest';
import { parseVisitedStores, recordVisit, visitedInModule, VISITED_STORE_LIMIT } from '../../src/domain/visitedStores';

const store = (id: number, module_id = 1) => ({ id, module_id, name: `Store ${id}` });

describe('Visit again: the stores kept on the device', () => {
  it('the store just opened comes first and is listed once', () => {
    const list = recordVisit(recordVisit(recordVisit([], store(1)), store(2)), store(1));
    expect(list.map((s) => s.id)).toEqual([1, 2]);
  });

  it(`keeps at most ${VISITED_STORE_LIMIT} stores, dropping the oldest`, () => {
    let list: ReturnType<typeof store>[] = [];
    for (let id = 1; id <= VISITED_STORE_LIMIT + 3; id++) list = recordVisit(list, store(id));
    expect(list).toHaveLength(VISITED_STORE_LIMIT);
    expect(list[0]!.id).toBe(VISITED_STORE_LIMIT + 3);
    expect(list.map((s) => s.id)).not.toContain(1);
  });

  it('the home row shows the stores of the module in use only', () => {
    expect(visitedInModule([store(1, 1), store(6, 2), store(2, 1)], 1).map((s) => s.id)).toEqual([1, 2]);
  });

  it('reads the platform client’s list and skips what is not a store', () => {
    expect(parseVisitedStores([store(1), { id: 'x' }, null, 3]).map((s) => s.id)).toEqual([1]);
    expect(parseVisitedStores('not a list')).toEqual([]);
  });
});
