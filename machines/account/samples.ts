/** QA samples of the account flows for machines/catalog.ts. */

export const logoutSamples = {
  inputs: [undefined],
  events: [
    { type: 'logout.request' },
    { type: 'logout.confirm' },
    { type: 'logout.cancel' },
    { type: 'xstate.after.logoutDelay.logout.signingOut' },
  ],
};

const current = { name: 'Demo Customer', email: 'demo@example.com', phone: '+8801700000001' };
// Shaped like src/api's ApiError (an Error with the server's details), so the flows read its message as the edge's would.
const apiError = (message: string, code: string | null = null) =>
  Object.assign(new Error(message), {
    details: [{ code, message }],
    messages: [message],
    hasCode: (c: string) => c === code,
  });

export const profileSamples = {
  inputs: [{ countdownSeconds: 2 }],
  events: [
    { type: 'profile.save', current, draft: { ...current, password: '', image: null } },
    { type: 'profile.save', current, draft: { ...current, phone: '+8801700000099', password: '', image: null } },
    { type: 'profile.otp.cancel' },
    { type: 'profile.delete.request' },
    { type: 'profile.delete.confirm' },
    { type: 'profile.delete.cancel' },
    { type: 'xstate.done.actor.updateProfile', output: { message: 'Profile successfully updated' } },
    {
      type: 'xstate.done.actor.updateProfile',
      output: {
        otp_send: true,
        verification_on: 'phone',
        verification_medium: 'SMS',
        message: 'OTP sent to your phone',
      },
    },
    { type: 'xstate.error.actor.updateProfile', error: apiError('The phone has already been taken.', 'phone') },
    { type: 'xstate.done.actor.otp', output: { result: null } },
    { type: 'xstate.done.actor.deleteAccount', output: [] },
    {
      type: 'xstate.error.actor.deleteAccount',
      error: apiError('Please complete your ongoing and accepted orders', 'on-going'),
    },
  ],
};

export const interestsSamples = {
  inputs: [{ chosen: [] }, { chosen: [6] }],
  events: [
    { type: 'interest.toggle', id: 6 },
    { type: 'interest.toggle', id: 7 },
    { type: 'interest.save' },
    { type: 'interest.skip' },
    { type: 'xstate.done.actor.saveInterests', output: { message: 'Interest updated successfully' } },
    { type: 'xstate.error.actor.saveInterests', error: apiError('The interest field is required.', 'interest') },
  ],
};
