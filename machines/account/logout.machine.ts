import { setup } from 'xstate';

export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.confirm' } | { type: 'logout.cancel' };

export const logoutMachine = setup({
  types: {
    tags: {} as 'confirming',
    events: {} as LogoutEvent,
  },
  actions: {
    /** Edge: end the session (token cleared; cart, wishlist and profile refetched as a guest). */
    endSession: () => {},
    /** Edge: go to /home. */
    goHome: () => {},
    /** Edge: "Logout successful." */
    notifyLoggedOut: () => {},
  },
  delays: {
    /** core §9 Logout delay. */
    logoutDelay: 500,
  },
}).createMachine({
  id: 'logout',
  description:
    'acc §2 / core §4 Logout, from the account menu or the side drawer: "Are you sure you want to logout?"; on Yes the token is cleared, cart and wishlist are refetched, the customer goes to /home and "Logout successful." shows after 500 ms.',
  initial: 'idle',
  states: {
    idle: {
      description: 'Signed in; Logout is offered.',
      on: { 'logout.request': { target: 'confirming' } },
    },
    confirming: {
      tags: ['confirming'],
      description: '"Are you sure you want to logout?"',
      on: {
        'logout.confirm': { target: 'signingOut', actions: ['endSession', 'goHome'] },
        'logout.cancel': { target: 'idle', description: 'Nothing changes.' },
      },
    },
    signingOut: {
      description: 'Signed out; the message waits 500 ms.',
      after: { logoutDelay: { target: 'idle', actions: 'notifyLoggedOut' } },
    },
  },
});
