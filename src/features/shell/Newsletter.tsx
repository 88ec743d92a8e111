import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { landingPageQuery } from '../../api/queries/config';
import { subscribeNewsletter } from '../../api/mutations/newsletter';
import { isApiError } from '../../api/errors';
import { newsletterEmailError, NEWSLETTER_EMAIL_MAX, type NewsletterEmailError } from '../../domain/newsletter';
import { errorClass, inputClass } from '../../ui/Field';
import { footerBandClass } from './footerBand';

type Result = { kind: 'done' | 'refused'; text: string } | null;

const box = cx(
  footerBandClass,
  css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, alignItems: 'center' }),
);

/** platform-api §7.2: the footer's newsletter form; the address is checked here and by the platform, and the answer said in words. */
export function Newsletter() {
  const { t } = useLingui();
  const landing = useQuery(landingPageQuery()).data;
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<NewsletterEmailError | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const problems: Record<NewsletterEmailError, string> = {
    required: t`Enter your e-mail address.`,
    invalid: t`Enter a valid e-mail address, like name@example.com.`,
    tooLong: t`An e-mail address has at most ${NEWSLETTER_EMAIL_MAX} characters.`,
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = newsletterEmailError(email);
    setInvalid(problem);
    setResult(null);
    if (problem) return;
    setBusy(true);
    try {
      const answer = await subscribeNewsletter(email.trim());
      setResult({ kind: 'done', text: answer.message || t`You are subscribed.` });
      setEmail('');
    } catch (error) {
      // The platform's own words: "The email has already been taken." for a second subscription.
      setResult({
        kind: 'refused',
        text:
          isApiError(error) && error.messages[0]
            ? error.messages[0]
            : t`Could not subscribe. Check your connection and try again.`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="newsletter-title" className={box} data-testid="newsletter">
      <div>
        <h2 id="newsletter-title" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {landing?.fixed_newsletter_title || <Trans>Subscribe to our newsletter</Trans>}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {landing?.fixed_newsletter_sub_title || <Trans>Offers and news, now and then.</Trans>}
        </p>
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className={css({ stack: '2' })}>
        <label htmlFor="newsletter-email" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          <Trans>Your e-mail address</Trans>
        </label>
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            id="newsletter-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? 'newsletter-email-error' : undefined}
            className={inputClass}
          />
          <button type="submit" className={button({ variant: 'solid' })} aria-busy={busy || undefined}>
            <Trans>Subscribe</Trans>
          </button>
        </div>
        {invalid ? (
          <p id="newsletter-email-error" className={errorClass}>
            {problems[invalid]}
          </p>
        ) : null}
        <p
          role="status"
          data-testid="newsletter-result"
          className={
            result?.kind === 'refused'
              ? errorClass
              : css({ color: 'fg.default', fontSize: 'sm', fontWeight: 'semibold' })
          }
        >
          {result?.text}
        </p>
      </form>
    </section>
  );
}
