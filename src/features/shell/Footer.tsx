import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import type { StaticPageSlug } from '../../domain/staticPages';
import { isPolicySlug, policyOffered } from '../../domain/policies';
import { configQuery } from '../../api/queries/config';
import { usePageTitles } from '../../ui/pageTitles';
import { AppStoreName, appStoreLinkClass } from '../../ui/AppStoreLink';
import { footerBandClass, footerRowClass } from './footerBand';
// The form and its call come with the footer's own chunk, after the first load (docs/budgets.md).
import { Newsletter } from './Newsletter';
import CookieConsent from './CookieConsent';

// The maintenance page shares this chunk (src/routes/__root.tsx): one lazy import for both.
export { default as MaintenanceGate } from './Maintenance';
import type { AppLink, SocialMedia } from '../../domain/footer';
import { BadgeIcon, HeadsetIcon, LinkIcon, ShieldIcon, TruckIcon } from '../../ui/icons';

export interface FooterProps {
  businessName: string;
  appLinks: AppLink[];
  socialLinks: SocialMedia[];
  /** Titles of the active payment methods, for the accepted payments text. */
  paymentMethods: string[];
  year: number;
}

const column = css({ stack: '1' });
const linkStyle = css({
  color: 'fg.muted',
  textDecoration: 'none',
  minHeight: '8',
  display: 'inline-flex',
  alignItems: 'center',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
});
const heading = css({ fontWeight: 'bold', fontSize: 'sm', mb: '1' });

/** core §2 Footer: feature strip, newsletter, app links, social links, static links, copyright and accepted payments. */
export function Footer({ businessName, appLinks, socialLinks, paymentMethods, year }: FooterProps) {
  const { t } = useLingui();
  const title = usePageTitles();
  // The business's own pages show only where it offers them (its config switches, platform-api §7.5).
  const config = useQuery(configQuery()).data;
  const shown = (slug: StaticPageSlug) => !isPolicySlug(slug) || policyOffered(slug, config);
  const groups: Array<{ label: string; slugs: StaticPageSlug[] }> = [
    { label: t`Company`, slugs: ['about-us', 'careers', 'press', 'contact'] },
    { label: t`Help`, slugs: ['payments', 'shipping', 'returns', 'faq'] },
    { label: t`Shop`, slugs: ['vegetables', 'fruits', 'dairy', 'groceries'] },
    { label: t`Legal`, slugs: ['terms', 'privacy', 'refund', 'cancellation', 'cookies'] },
  ];
  const payments = paymentMethods.length ? paymentMethods.join(', ') : t`Cash on delivery and digital payments`;

  return (
    // Below the first screen of most pages: rendered once scrolled near (as the home's lower sections, Section.tsx).
    <footer
      className={css({
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        mt: '10',
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 800px',
      })}
      data-testid="footer"
    >
      <FeatureStrip />
      <Newsletter />
      <CookieConsent />
      <div
        className={cx(
          footerRowClass,
          css({
            py: '8',
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', xl: '1.4fr repeat(4, 1fr)' },
          }),
        )}
      >
        <BrandColumn businessName={businessName} appLinks={appLinks} socialLinks={socialLinks} />
        {groups.map((g) => (
          <nav key={g.label} aria-label={g.label} className={column}>
            <p className={heading}>{g.label}</p>
            {g.slugs.filter(shown).map((slug) => (
              <Link key={slug} to="/$page" params={{ page: slug }} className={linkStyle}>
                {title[slug]}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <div className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
        <div
          className={cx(
            footerRowClass,
            css({
              py: '4',
              display: 'flex',
              flexDirection: { base: 'column', md: 'row' },
              gap: '2',
              justifyContent: 'space-between',
              fontSize: 'sm',
              color: 'fg.muted',
            }),
          )}
        >
          <p data-testid="copyright">
            <Trans>
              © {year} {businessName}. All rights reserved.
            </Trans>
          </p>
          <p>
            <Trans>We accept: {payments}</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** The strip of promises above the links: fast delivery, secure payment, support, authentic goods. */
function FeatureStrip() {
  const { t } = useLingui();
  const features = [
    { icon: <TruckIcon />, label: t`Fast Delivery` },
    { icon: <ShieldIcon />, label: t`Secure Payment` },
    { icon: <HeadsetIcon />, label: t`24/7 Support` },
    { icon: <BadgeIcon />, label: t`100% Authentic` },
  ];
  return (
    <ul
      aria-label={t`Why shop with us`}
      className={cx(
        footerBandClass,
        css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '3' }),
      )}
    >
      {features.map((f) => (
        <li
          key={f.label}
          className={css({ cluster: '2', fontWeight: 'semibold', fontSize: 'sm', color: 'accent.default' })}
        >
          {f.icon}
          <span className={css({ color: 'fg.default' })}>{f.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The business name, the app-store links and the social links. */
function BrandColumn({
  businessName,
  appLinks,
  socialLinks,
}: Pick<FooterProps, 'businessName' | 'appLinks' | 'socialLinks'>) {
  const { t } = useLingui();
  return (
    <div className={css({ gridColumn: { base: '1 / -1', xl: 'auto' }, stack: '3' })}>
      <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{businessName}</p>
      {appLinks.length ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {appLinks.map((a) => (
            <a
              key={a.store}
              href={a.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cx(appStoreLinkClass, css({ gap: '2' }))}
              data-testid={`app-link-${a.store}`}
            >
              <AppStoreName store={a.store} />
            </a>
          ))}
        </div>
      ) : null}
      {socialLinks.length ? (
        <ul aria-label={t`Follow us`} className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
          {socialLinks.map((s) => (
            <li key={s.name}>
              <a
                href={s.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={s.name}
                title={s.name}
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  boxSize: '11',
                  borderRadius: 'full',
                  bg: 'bg.subtle',
                  color: 'fg.default',
                  textTransform: 'capitalize',
                  fontSize: 'xs',
                  fontWeight: 'bold',
                })}
              >
                <LinkIcon size={16} />
                <span className={css({ srOnly: true })}>{s.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
