import { fromPromise } from 'xstate';
import { pushPermissionMachine, type PushInput } from '../../machines/notifications/pushPermission.machine';
import { reviewReminderMachine } from '../../machines/notifications/reviewReminder.machine';
import { cancelReviewReminder, fetchReviewReminder, registerPushToken } from '../api/queries/reminders';
import type { FcmCredentials } from '../api/queries/pushConfig';
import { keepDeviceValue, readDeviceValue } from '../api/scope';
import { DEVICE_KEYS } from '../api/storage';
import { browserPush, type PushMessaging } from './pushMessaging';

/** The edge of the review reminder and the push permission flows (turn4 §4.5, §4.6). */

export function createReviewReminderLogic() {
  return reviewReminderMachine.provide({
    actors: {
      fetchReminder: fromPromise(() => fetchReviewReminder()),
      cancelReminder: fromPromise(({ input }: { input: { orderId: number } }) => cancelReviewReminder(input.orderId)),
    },
  });
}

/** `hasOrdered`: the page follows an order just placed (the moment asking makes sense). */
export function createPush(credentials: FcmCredentials | null, hasOrdered: boolean, messaging: PushMessaging = browserPush) {
  const logic = pushPermissionMachine.provide({
    actors: {
      requestPermission: fromPromise(() => messaging.requestPermission()),
      registerToken: fromPromise(async () => {
        const token = await messaging.token(credentials!);
        await registerPushToken(token);
        return token;
      }),
    },
    actions: { rememberAsked: () => keepDeviceValue(DEVICE_KEYS.pushAsked, true) },
  });
  const input: PushInput = { configured: credentials !== null, permission: messaging.permission(), hasOrdered, askedBefore: readDeviceValue(DEVICE_KEYS.pushAsked) === true };
  return { logic, input };
}
