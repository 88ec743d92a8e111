import { notify } from './toaster';

/** Copies a code for the customer and says whether it worked, in the caller's words (coupon strip, referral code). */
export async function copyText(text: string, said: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    notify('success', said.copied);
  } catch {
    notify('error', said.failed);
  }
}
