import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import { flowDocument, hubRows, HUB_LOOPS } from './mermaid';

describe('flow diagrams a product owner reads', () => {
  it('QA paths: a hub state (itemConfig editing) is drawn with one loop and its changes are listed in a table, in order', () => {
    const doc = flowDocument('itemConfig', catalog.itemConfig!.machine);
    expect(doc.match(/itemConfig_editing --> itemConfig_editing/g)).toHaveLength(1);
    expect(doc).toContain('21 changes in place (table below)');
    const rows = hubRows(catalog.itemConfig!.machine);
    expect(rows).toHaveLength(21);
    expect(rows.filter((r) => r.event === 'item.quantity.increment').map((r) => r.guard)).toEqual([
      'isAtStock',
      'isAtLimit',
      '',
    ]);
    expect(doc).toContain(
      '| editing | item.cart.submit | isUnchangedLine | notify | Update To Cart with nothing changed: "No changes found to update." |',
    );
  });
  it(`QA paths: a state with ${HUB_LOOPS} loops or fewer keeps every loop in the drawing and has no table`, () => {
    const doc = flowDocument('logout', catalog.logout!.machine);
    expect(doc).not.toContain('Changes in place');
    expect(hubRows(catalog.logout!.machine)).toEqual([]);
  });
});
