import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { profileQuery } from '../../api/queries/account';
import { configQuery } from '../../api/queries/config';
import { useSignedIn } from '../../api/scope';
import { notify } from '../../ui/toaster';
import { useMoney } from './format';
import { cardClass } from './WalletContent';
import { copyText } from '../../ui/copyText';

const messages = {
  copied: msg`Referral code copied.`,
  shared: msg`Thanks for sharing your referral code.`,
  failed: msg`The code could not be copied. Select it and copy it by hand.`,
};

/** acc §2 /referral-code: the system share sheet where the browser has one, else a copy, each confirmed. */
export function ReferralContent() {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  const profile = useQuery(profileQuery(signedIn)).data;
  const config = useQuery(configQuery()).data;
  const money = useMoney();
  const code = profile?.ref_code ?? '';
  const reward = money(config?.ref_earning_exchange_rate);
  const text = t`Sign up with my referral code ${code}.`;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = () => copyText(code, { copied: i18n._(messages.copied), failed: i18n._(messages.failed) });
  const share = async () => {
    if (!canShare) return copy();
    try {
      await navigator.share({ text, url: window.location.origin });
      notify('success', i18n._(messages.shared));
    } catch (e) {
      // The customer closed the sheet: nothing to confirm. Any other failure falls back to a copy.
      if ((e as { name?: string }).name !== 'AbortError') await copy();
    }
  };
  return (
    <div className={cardClass} data-testid="referral-code">
      <p className={css({ color: 'fg.muted' })}>
        <Trans>Share your code: friends who sign up with it earn you {reward}.</Trans>
      </p>
      <strong className={css({ fontSize: 'xl', letterSpacing: 'wider' })} dir="ltr" data-testid="referral-code-value">
        {code}
      </strong>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={button()}
          onClick={() => void share()}
          disabled={!code}
          data-testid="referral-share"
        >
          {canShare ? <Trans>Share code</Trans> : <Trans>Copy code</Trans>}
        </button>
        {canShare ? (
          <button type="button" className={button({ variant: 'outline' })} onClick={() => void copy()} disabled={!code}>
            <Trans>Copy</Trans>
          </button>
        ) : null}
      </div>
    </div>
  );
}
