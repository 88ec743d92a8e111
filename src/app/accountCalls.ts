/** The account flows' calls and messages (src/app/accountFlows.ts provides them to the machines). */
import type { LoginRequest } from '../../machines/auth/login.machine';
import type { ProfileDraft } from '../../machines/account/profile.machine';
import { api } from '../api/api';
import { unwrap } from '../api/client';
import { formBody } from '../api/formBody';
import { ApiError, toApiError } from '../api/errors';
import type { AuthAnswer } from '../domain/authFlow';
import { classifyContact, withPlus } from '../domain/contact';
import { notify } from '../ui/toaster';

export function toast(kind: 'success' | 'error', text: string | null | undefined, fallback: string, id?: string) {
  const message = text && text !== 'error' ? text : fallback;
  notify(kind, message, id);
}

/** The sign-in's outcome is one toast: a success replaces the failure before it, which has passed. */
export const LOGIN_TOAST = 'auth.login';

/** A 200 whose body still lists errors (api §2.3 quirks, remove-account 203) is a failure. */
export function rejectListedErrors<T>(status: number, data: T): T {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (errors && (!Array.isArray(errors) || errors.length)) throw toApiError(status, data);
  return data;
}

/** The proof of the last verified, unfinished sign-up: auth/update-info must send it back (or be made
 *  by the guest that verified), so that nobody else can finish the sign-up and take the account. */
let signupProof: string | null = null;
export const proofBody = () => (signupProof ? { registration_token: signupProof } : {});

/** verify-phone may answer `{message: "...already verified"}` instead of a login result. */
export function asAnswer(data: unknown): AuthAnswer {
  if (data && typeof data === 'object' && 'token' in data) {
    const proof = (data as { registration_token?: unknown }).registration_token;
    if (typeof proof === 'string') signupProof = proof;
    return data as AuthAnswer;
  }
  throw new ApiError(
    200,
    [{ code: null, message: String((data as { message?: unknown } | null)?.message ?? 'error') }],
    data,
  );
}

export async function submitLogin(request: LoginRequest, verified: boolean): Promise<AuthAnswer> {
  if (request.method === 'signUp') {
    const data = await unwrap(
      api.POST('/api/v1/auth/sign-up', {
        body: {
          name: request.name.trim(),
          email: request.email.trim(),
          phone: withPlus(request.phone),
          password: request.password,
          confirm_password: request.confirmPassword,
          ...(request.refCode.trim() ? { ref_code: request.refCode.trim() } : {}),
        },
      }),
    );
    return asAnswer(data);
  }
  if (request.method === 'otp') {
    return asAnswer(
      await unwrap(api.POST('/api/v1/auth/login', { body: { login_type: 'otp', phone: withPlus(request.phone) } })),
    );
  }
  const kind = classifyContact(request.emailOrPhone);
  const data = await unwrap(
    api.POST('/api/v1/auth/login', {
      body: {
        login_type: 'manual',
        email_or_phone: kind === 'phone' ? withPlus(request.emailOrPhone) : request.emailOrPhone.trim(),
        password: request.password,
        field_type: kind === 'phone' ? 'phone' : 'email',
        type: kind === 'phone' ? 'phone' : 'email',
        ...(verified ? { verified: 1 } : {}),
      },
    }),
  );
  return asAnswer(data);
}

function profileForm(draft: ProfileDraft, extra: Record<string, string>): FormData {
  const form = new FormData();
  form.set('name', draft.name.trim());
  form.set('email', draft.email.trim());
  form.set('phone', withPlus(draft.phone));
  if (draft.password) {
    form.set('password', draft.password);
    form.set('current_password', draft.currentPassword ?? '');
    form.set('button_type', 'change_password');
  }
  if (draft.image instanceof Blob) form.set('image', draft.image);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

/** acc §7 auth/update-info: a verified new customer's personal information (and refer code), with the sign-up's proof. */
export async function updateInfo(info: {
  name: string;
  loginType: 'manual' | 'otp' | 'social';
  phone?: string | null;
  email?: string | null;
  refCode?: string | null;
}): Promise<AuthAnswer> {
  return asAnswer(
    await unwrap(
      api.POST('/api/v1/auth/update-info', {
        body: {
          name: info.name.trim(),
          login_type: info.loginType,
          ...(info.phone ? { phone: withPlus(info.phone) } : {}),
          ...(info.email ? { email: info.email.trim() } : {}),
          ...(info.refCode ? { ref_code: info.refCode } : {}),
          ...proofBody(),
        },
      }),
    ),
  );
}

export async function updateProfile(draft: ProfileDraft, extra: Record<string, string> = {}) {
  const data = await unwrap(api.POST('/api/v1/customer/update-profile', formBody(profileForm(draft, extra))));
  return rejectListedErrors(200, data) as {
    message?: string | null;
    otp_send?: boolean;
    verification_on?: 'phone' | 'email';
    verification_medium?: string;
  };
}
