import { Trans } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { wideRowClass } from '../../ui/wideRow';

/** The top of /home: greets the customer; the module's catalogue sections follow below it. */
export function HomeWelcome({ businessName, moduleType }: { businessName: string; moduleType?: string | null }) {
  return (
    <section className={cx(wideRowClass, css({ pt: '6', stack: '2' }))}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        <Trans>Welcome to {businessName}</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        {/* The parcel module sells nothing: its greeting says what it does (issue 17 item 1). */}
        {moduleType === 'parcel' ? (
          <Trans>Send a parcel across the city: we pick it up from one address and deliver it to another.</Trans>
        ) : (
          <Trans>Fresh picks, favourite restaurants and everyday essentials, delivered to your door.</Trans>
        )}
      </p>
    </section>
  );
}
