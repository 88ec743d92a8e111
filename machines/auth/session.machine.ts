import { setup } from 'xstate';

export interface SessionInput {
  /** A token is stored (acc §4 Session: a stored token means signed in). */
  hasToken: boolean;
}

export type SessionEvent =
  { type: 'session.start'; token: string } | { type: 'session.end' } | { type: 'session.expired' };

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionInput,
    events: {} as SessionEvent,
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
  },
  actions: {
    /** Edge: store the token under `token`. */
    storeToken: (_, _params: { token: string }) => {},
    /** Edge: remove the token. */
    clearToken: () => {},
    /** Edge: invalidate the queries whose keys start with 'cart', 'wishlist', 'profile' so they refetch. */
    refreshCustomerData: () => {},
  },
}).createMachine({
  id: 'session',
  description:
    'acc §4 Session: a stored token (key `token`) means signed in. Login stores it and refetches cart, wishlist and profile; logout and account deletion remove it; a 401 with a token (acc §8) has already removed it.',
  context: ({ input }) => ({ hasToken: input.hasToken }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Signed in when a token is stored.',
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'guest' }],
    },
    guest: {
      description: 'No token: the header shows Sign In; addresses stay local.',
      on: {
        'session.start': {
          target: 'signedIn',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, 'refreshCustomerData'],
        },
      },
    },
    signedIn: {
      description: 'A token is stored: the header shows the profile menu.',
      on: {
        'session.start': {
          target: 'signedIn',
          actions: [{ type: 'storeToken', params: ({ event }) => ({ token: event.token }) }, 'refreshCustomerData'],
          description: 'A new login replaces the token.',
        },
        'session.end': {
          target: 'guest',
          actions: ['clearToken', 'refreshCustomerData'],
          description: 'Logout or account deletion.',
        },
        'session.expired': {
          target: 'guest',
          actions: 'refreshCustomerData',
          description: '401 with a token: the client already removed it.',
        },
      },
    },
  },
});
