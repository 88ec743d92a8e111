import { API_BASE_URL } from '../api/api';
import { toApiError } from '../api/errors';

/**
 * acc §4 firebase path: a phone-auth provider texts the code and answers a session id that the server's
 * firebase-verify-token checks. The real Firebase SDK plugs in here where it is configured; offline (the
 * demo and the tests) the reference server's stand-in sends the code instead.
 */
export interface PhoneAuthProvider {
  sendCode(phone: string): Promise<{ sessionInfo: string }>;
}

/** The reference server's Firebase stand-in (`POST /api/v1/auth/firebase-send-otp`, outside the contract). */
export const localPhoneAuth: PhoneAuthProvider = {
  async sendCode(phone) {
    const response = await fetch(`${API_BASE_URL}/api/v1/auth/firebase-send-otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ phone }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, body);
    return { sessionInfo: String((body as { session_info?: unknown }).session_info ?? '') };
  },
};
