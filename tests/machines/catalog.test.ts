import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import { allStateNodes } from '../tools/model';

describe('machine catalogue', () => {
  it('lists each machine under its own id, with at least one input and one event', () => {
    for (const [id, entry] of Object.entries(catalog)) {
      expect(entry.machine.id).toBe(id);
      expect(entry.inputs.length).toBeGreaterThan(0);
      expect(entry.events.length).toBeGreaterThan(0);
    }
  });

  it('every machine and every state has a description for product owners', () => {
    for (const entry of Object.values(catalog)) {
      for (const node of allStateNodes(entry.machine)) {
        expect(node.description, node.id).toBeTruthy();
      }
    }
  });
});
