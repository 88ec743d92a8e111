import { fromPromise } from 'xstate';
import { interestsMachine } from '../../../machines/account/interests.machine';
import { saveInterests } from '../../api/mutations/interests';
import { readDeviceValue, saveDeviceValue } from '../../api/scope';
import { DEVICE_KEYS } from '../../api/storage';
import { isApiError } from '../../api/errors';

export interface InterestEdge {
  /** Onwards: /home, or back to the profile the page was opened from. */
  goOn(): void;
  notifySaved(): void;
  /** The server's words, or none (the page says a generic failure). */
  notifyFailed(messages: readonly string[]): void;
}

/** The ids chosen last time on this device: the platform never answers the saved list. */
export function rememberedInterests(): number[] {
  const value = readDeviceValue(DEVICE_KEYS.interests);
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
}

/** The edge of the interests statechart: the account call, the device's copy and the way on. */
export function createInterestLogic(edge: InterestEdge) {
  return interestsMachine.provide({
    actors: {
      saveInterests: fromPromise(async ({ input }: { input: { ids: number[] } }) => saveInterests(input.ids)),
    },
    actions: {
      rememberChoice: (_, { ids }) => saveDeviceValue(DEVICE_KEYS.interests, ids),
      notifySaved: () => edge.notifySaved(),
      showError: (_, { error }) => edge.notifyFailed(isApiError(error) ? error.messages : []),
      goOn: () => edge.goOn(),
    },
  });
}
