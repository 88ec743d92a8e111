import { describe, expect, it } from 'vitest';
import { catalog } from '../../machines/catalog';
import type { GuestContactContext } from '../../machines/address/guestContact.machine';
import { expectStates, stepActions as named, type Expectations } from '../tools/expectations';

const emptyDraft = { contact_person_name: '', phone: '', contact_person_email: '' };

const expectations: Expectations<GuestContactContext> = {
  closed: {
    sees: 'the contact card: the kept contact, masked, or "No Contact Info Added"',
    tags: ['closed'],
    check: (v) => {
      if (v.event?.type === 'contact.save') {
        // Kept on the device and announced, exactly as typed (trimmed), with the country code before the digits.
        expect(named(v)).toEqual(['storeContact', 'announceSaved']);
        const stored = v.step.effects.find((e) => e.kind === 'action' && e.name === 'storeContact');
        const contact = (stored as { params: { contact: { contact_person_number: string } } }).params.contact;
        expect(contact.contact_person_number.startsWith(v.context.draft.dialCode)).toBe(true);
        expect(v.context.errors).toEqual({});
      } else expect(named(v)).toEqual([]);
    },
  },
  editing: {
    sees: 'the modal: name, phone, e-mail, Reset and Save; a refused Save says what each field needs',
    tags: [],
    check: (v) => {
      const e = v.event!;
      if (e.type === 'contact.open') {
        // The stored contact (its number split into code and digits), or empty.
        const c = e.contact;
        expect(v.context.draft.contact_person_name).toBe(c ? c.contact_person_name : '');
        expect(v.context.errors).toEqual({});
      }
      // core §8: Yes to "Are you sure, you want to reset?" empties the three fields; No keeps what was typed.
      if (e.type === 'contact.reset.confirm') expect(v.context).toMatchObject({ draft: emptyDraft, errors: {} });
      if (e.type === 'contact.save') expect(Object.keys(v.context.errors).length).toBeGreaterThan(0);
      // Nothing leaves the form while it is open.
      expect(named(v)).toEqual([]);
    },
  },
  confirmingReset: {
    sees: '"Are you sure, you want to reset?" with Yes and No; nothing is cleared yet',
    tags: ['confirmingReset'],
    check: (v) => expect(named(v)).toEqual([]),
  },
};

describe('guest contact machine, state by state', () => {
  it('acc §3 Guest contact info: every state a path reaches holds what the spec says', { timeout: 120_000 }, () => {
    expectStates(catalog.guestContact!, expectations);
  });
});
