import { createActor } from 'xstate';
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { loginMachine } from '../../machines/auth/login.machine';
import { logoutMachine } from '../../machines/account/logout.machine';
import { profileMachine } from '../../machines/account/profile.machine';
import { fromPromise } from 'xstate';
import { api } from '../api/api';
import { getScope, saveRemembered } from '../api/scope';
import { profileQuery } from '../api/queries/account';
import { afterSignUpPath, asksInterestAfterSignIn } from '../domain/authFlow';
import { notify } from '../ui/toaster';
import { authMessages } from '../features/auth/messages';
import { accountMessages } from '../features/account/messages';
import { localPhoneAuth, type PhoneAuthProvider } from './phoneAuth';
import { LOGIN_TOAST, rejectListedErrors, submitLogin, toast, updateInfo, updateProfile } from './accountCalls';
import { signInDialogs } from './signInDialogs';
import { demoSocialProvider, type SocialProvider } from './socialProviders';
import type { createAppRouter } from './router';
import type { SessionActor } from './sessionFlows';

const noop = () => {};

/** The edge of the account flows: API calls, storage, toasts and navigation handed to the machines. */

type Router = ReturnType<typeof createAppRouter>;

export interface AccountFlowOptions {
  queryClient: QueryClient;
  router: Router;
  /** Created at boot (src/app/sessionFlows.ts): the header reads it. */
  session: SessionActor;
  phoneAuth?: PhoneAuthProvider;
  social?: SocialProvider;
}

export function createAccountFlows({
  queryClient,
  router,
  session,
  phoneAuth = localPhoneAuth,
  social = demoSocialProvider,
}: AccountFlowOptions) {
  const { otpDialog, socialLogin, forgotPassword } = signInDialogs(phoneAuth, social);

  const login = createActor(
    loginMachine.provide({
      actors: {
        submitLogin: fromPromise(async ({ input }) => submitLogin(input.request, input.verified)),
        updateInfo: fromPromise(({ input }) => updateInfo(input)),
        otpDialog,
        socialLogin,
        forgotPassword,
      },
      actions: {
        startSession: (_, { token }) => session.send({ type: 'session.start', token }),
        rememberCredentials: (_, { identifier }) => {
          if (identifier === undefined) return;
          saveRemembered(identifier);
        },
        notifySignedIn: (_, { signUp }) =>
          notify('success', i18n._(signUp ? authMessages.signedUp : authMessages.loggedIn), LOGIN_TOAST),
        navigateAfterSignIn: (_, { signUp }) => {
          const { zone, moduleType, moduleId } = getScope();
          if (signUp) return void router.navigate({ to: afterSignUpPath(zone !== null, moduleType ?? undefined) });
          const path = router.state.location.pathname;
          void queryClient.fetchQuery(profileQuery(true)).then((user) => {
            const savedModules = user.selected_modules_for_interest ?? [];
            if (asksInterestAfterSignIn({ zoneSet: zone !== null, moduleType, moduleId, savedModules, path }))
              void router.navigate({ to: '/interest' });
          }, noop);
        },
        notifyError: (_, { message }) => toast('error', message, i18n._(authMessages.genericError), LOGIN_TOAST),
      },
    }),
    { input: {} },
  ).start();

  const logout = createActor(
    logoutMachine.provide({
      actions: {
        endSession: () => session.send({ type: 'session.end' }),
        goHome: () => void router.navigate({ to: '/home' }),
        notifyLoggedOut: () => notify('success', i18n._(accountMessages.loggedOut)),
      },
    }),
  ).start();

  const profileLogic = profileMachine.provide({
    actors: {
      updateProfile: fromPromise(async ({ input }) => updateProfile(input.draft)),
      deleteAccount: fromPromise<unknown, void>(async () => {
        const { data, response } = await api.DELETE('/api/v1/customer/remove-account');
        return rejectListedErrors(response.status, data as unknown);
      }),
      otpDialog,
    },
    actions: {
      notifyNoChanges: () => notify('info', i18n._(accountMessages.noChanges)),
      notifyUpdated: (_, { message }) => toast('success', message, i18n._(accountMessages.updated)),
      notifyErrors: (_, { messages }) =>
        messages.forEach((m) => toast('error', m, i18n._(accountMessages.genericError))),
      refreshProfile: () => void queryClient.invalidateQueries({ queryKey: ['profile'] }),
      endSession: () => session.send({ type: 'session.end' }),
      notifyDeleted: () => notify('success', i18n._(accountMessages.deleted)),
      goLanding: () => void router.navigate({ to: '/' }),
    },
  });

  return { login, logout, profileLogic };
}

export type AccountFlows = ReturnType<typeof createAccountFlows>;
