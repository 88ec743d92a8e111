/** platform-api §7.2 Newsletter: the footer form checks the address as the platform's validator will. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The platform's column: 255 characters. */
export const NEWSLETTER_EMAIL_MAX = 255;

export type NewsletterEmailError = 'required' | 'invalid' | 'tooLong';

export function newsletterEmailError(value: string): NewsletterEmailError | null {
  const email = value.trim();
  if (!email) return 'required';
  if (email.length > NEWSLETTER_EMAIL_MAX) return 'tooLong';
  return EMAIL.test(email) ? null : 'invalid';
}
