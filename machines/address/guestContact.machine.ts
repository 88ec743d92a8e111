import { assign, emit, setup } from 'xstate';
import {
  draftPhone,
  guestContactErrors,
  hasErrors,
  splitPhone,
  type GuestContact,
  type GuestContactErrors,
} from '../../src/domain/address';

/** The guest contact modal edits the phone as the country code and the national digits. */
export interface GuestContactDraft {
  contact_person_name: string;
  dialCode: string;
  phone: string;
  contact_person_email: string;
}

export interface GuestContactContext {
  draft: GuestContactDraft;
  errors: GuestContactErrors;
}

export type GuestContactEvent =
  | { type: 'contact.open'; contact: GuestContact | null; dialCode: string }
  | { type: 'contact.close' }
  | { type: 'contact.edit'; field: keyof GuestContactDraft; value: string }
  | { type: 'contact.reset' }
  | { type: 'contact.reset.confirm' }
  | { type: 'contact.reset.cancel' }
  | { type: 'contact.save' };

export type GuestContactEmitted = { type: 'saved'; contact: GuestContact };

export function contactOf(d: GuestContactDraft): GuestContact {
  return {
    contact_person_name: d.contact_person_name.trim(),
    contact_person_number: draftPhone(d),
    contact_person_email: d.contact_person_email.trim(),
  };
}

const blank = (dialCode: string): GuestContactDraft => ({
  contact_person_name: '',
  dialCode,
  phone: '',
  contact_person_email: '',
});

export const guestContactMachine = setup({
  types: {
    tags: {} as 'closed' | 'confirmingReset',
    context: {} as GuestContactContext,
    events: {} as GuestContactEvent,
    emitted: {} as GuestContactEmitted,
  },
  guards: {
    contactInvalid: ({ context }) => hasErrors(guestContactErrors(contactOf(context.draft))),
  },
  actions: {
    openDraft: assign(({ event }) => {
      if (event.type !== 'contact.open') return {};
      const c = event.contact;
      return {
        errors: {},
        draft: c
          ? {
              contact_person_name: c.contact_person_name,
              ...splitPhone(c.contact_person_number, event.dialCode),
              contact_person_email: c.contact_person_email,
            }
          : blank(event.dialCode),
      };
    }),
    editField: assign(({ context, event }) => {
      if (event.type !== 'contact.edit') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      return { draft, errors: hasErrors(context.errors) ? guestContactErrors(contactOf(draft)) : {} };
    }),
    resetDraft: assign({ draft: ({ context }) => blank(context.draft.dialCode), errors: {} }),
    showErrors: assign({ errors: ({ context }) => guestContactErrors(contactOf(context.draft)) }),
    /** Edge: the contact is kept on the device beside the guest's address. */
    storeContact: (_, _params: { contact: GuestContact }) => {},
    announceSaved: emit((_, params: { contact: GuestContact }) => ({
      type: 'saved' as const,
      contact: params.contact,
    })),
  },
}).createMachine({
  id: 'guestContact',
  description:
    "acc §2 Checkout address picker, §3 Guest contact info, §5 guest contact form: a guest gives a name, a phone and an e-mail (all required), with Reset and Save; the contact is kept on the device with the guest's address and survives reloads.",
  context: { draft: blank('+880'), errors: {} },
  initial: 'closed',
  states: {
    closed: {
      tags: ['closed'],
      description: 'The card shows the contact, masked, or "No Contact Info Added".',
      on: {
        'contact.open': {
          target: 'editing',
          actions: 'openDraft',
          description: 'The modal opens with the stored contact, or empty.',
        },
      },
    },
    editing: {
      description: 'The modal: name, phone, e-mail, Reset and Save.',
      on: {
        'contact.edit': { actions: 'editField' },
        'contact.reset': {
          target: 'confirmingReset',
          description: 'core §8: asks "Are you sure, you want to reset?" first.',
        },
        'contact.close': { target: 'closed', description: 'Nothing is kept.' },
        'contact.save': [
          {
            guard: 'contactInvalid',
            actions: 'showErrors',
            description: 'Each missing or malformed field says what is needed.',
          },
          {
            target: 'closed',
            actions: [
              { type: 'storeContact', params: ({ context }) => ({ contact: contactOf(context.draft) }) },
              { type: 'announceSaved', params: ({ context }) => ({ contact: contactOf(context.draft) }) },
            ],
            description: 'Kept on the device; the modal closes.',
          },
        ],
      },
    },
    confirmingReset: {
      tags: ['confirmingReset'],
      description: 'core §8 "Are you sure, you want to reset?": Yes empties the three fields, No keeps them.',
      on: {
        'contact.reset.confirm': { target: 'editing', actions: 'resetDraft', description: 'Empties the three fields.' },
        'contact.reset.cancel': { target: 'editing', description: 'The fields keep what was typed.' },
        'contact.close': { target: 'closed', description: 'Nothing is kept.' },
      },
    },
  },
});
