import { fromPromise } from 'xstate';
import { pushPermissionMachine, type PushInput } from '../../machines/notifications/pushPermission.machine';
import { reviewReminderMachine } from '../../machines/notifications/reviewReminder.machine';
import { cancelReviewReminder, fetchReviewReminder, registerPushToken } from '../api/queries/reminders';
import type { FcmCredentials } from '../api/queries/pushConfig';
import { keepDeviceValue, readDeviceValue } from '../api/scope';
import { DEVICE_KEYS } from '../api/storage';
import { browserPush, type PushMessaging } from './pushMessaging';
import type { PushMoment } from '../flows/orders';

const HOME_ASKED = 'home';

/** The edge of the review reminder and the push permission flows (turn4 §4.5, §4.6). */

export function createReviewReminderLogic() {
  return reviewReminderMachine.provide({
    actors: {
      fetchReminder: fromPromise(() => fetchReviewReminder()),
      cancelReminder: fromPromise(({ input }: { input: { orderId: number } }) => cancelReviewReminder(input.orderId)),
    },
  });
}

/**
 * `moment`: true on a page that follows an order just placed (the moment asking makes sense), 'home' on the
 * home, which asks a signed-in customer with an order once (src/features/catalog/discovery/HomePushAsk.tsx).
 */
export function createPush(
  credentials: FcmCredentials | null,
  moment: PushMoment,
  messaging: PushMessaging = browserPush,
) {
  const logic = pushPermissionMachine.provide({
    actors: {
      requestPermission: fromPromise(() => messaging.requestPermission()),
      registerToken: fromPromise(async () => {
        const token = await messaging.token(credentials!);
        await registerPushToken(token);
        return token;
      }),
    },
    actions: {
      rememberAsked: () => keepDeviceValue(DEVICE_KEYS.pushAsked, true),
      // The same device value, 'home' until the customer answers: no new key in every page's first load.
      rememberHomeAsked: () => keepDeviceValue(DEVICE_KEYS.pushAsked, HOME_ASKED),
    },
  });
  const asked = readDeviceValue(DEVICE_KEYS.pushAsked);
  const input: PushInput = {
    configured: credentials !== null,
    permission: messaging.permission(),
    hasOrdered: moment === true,
    askedBefore: asked === true,
    atHome: moment === 'home',
    askedOnHome: asked === HOME_ASKED,
  };
  return { logic, input };
}
