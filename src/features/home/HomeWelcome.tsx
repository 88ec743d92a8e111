import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';

// The wide column (ui/surfaces.ts) written out: a module /home imports joins the shop chunk, and every page
// that imports it would then load that chunk too (vite.config.ts SHOP_GROUP).
const welcome = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, pt: '6', stack: '2' });

/** The top of /home: greets the customer; the module's catalogue sections follow below it. */
export function HomeWelcome({ businessName, moduleType }: { businessName: string; moduleType?: string | null }) {
  return (
    <section className={welcome}>
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
