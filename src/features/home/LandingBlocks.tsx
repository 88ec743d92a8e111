import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { landingPageQuery } from '../../api/queries/config';
import { testimonialsQuery } from '../../api/queries/pages';
import { landingBlocks, quotesOf, type EarnCard } from '../../domain/landing';
import {
  AppsBlock,
  blockClass,
  blockSub,
  blockTitle,
  LandingImage,
  TestimonialsBlock,
  tilesClass,
} from './LandingApps';
const picture = css({
  width: 'full',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: 'card',
  bg: 'bg.subtle',
});

type Raw = Record<string, unknown>;

/**
 * platform-api §7.3–7.4: the blocks the business configured for its landing page (promotions, earn as a seller
 * or courier, the discount banner, the apps, testimonials), below the module tiles; an empty one is not drawn.
 */
export default function LandingBlocks() {
  const landing = useQuery(landingPageQuery()).data as Raw | undefined;
  // The testimonial tab is read only where the landing page's own list has nothing switched on.
  const needTab = Boolean(landing) && quotesOf(landing!, null).length === 0;
  const tab = useQuery(testimonialsQuery(needTab)).data as Raw[] | undefined;
  const blocks = landingBlocks(landing, tab);
  return (
    <div
      className={css({
        maxWidth: '1240px',
        mx: 'auto',
        px: { base: '4', md: '6' },
        pb: '12',
        stack: { base: '10', md: '14' },
      })}
      data-testid="landing-blocks"
    >
      {blocks.promotions.length ? <Promotions urls={blocks.promotions} /> : null}
      {blocks.earn ? <Earn {...blocks.earn} /> : null}
      {blocks.discount ? <Discount url={blocks.discount} /> : null}
      {blocks.apps ? <AppsBlock {...blocks.apps} /> : null}
      {blocks.testimonials ? <TestimonialsBlock {...blocks.testimonials} /> : null}
    </div>
  );
}

function Promotions({ urls }: { urls: string[] }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Promotions`} data-testid="landing-promotions">
      <ul className={tilesClass}>
        {urls.map((url, i) => (
          <li key={url}>
            <LandingImage src={url} alt={t`Promotion ${i + 1}`} width={900} height={300} className={picture} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Discount({ url }: { url: string }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Discount`} data-testid="landing-discount">
      <LandingImage src={url} alt={t`The business's current discount`} width={1200} height={400} className={picture} />
    </section>
  );
}

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
  stack: '3',
  alignItems: 'flex-start',
});

function Earn({
  title,
  subtitle,
  seller,
  courier,
}: {
  title: string | null;
  subtitle: string | null;
  seller: EarnCard | null;
  courier: EarnCard | null;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="landing-earn" className={blockClass} data-testid="landing-earn">
      <div>
        <h2 id="landing-earn" className={blockTitle}>
          {title ?? <Trans>Earn with us</Trans>}
        </h2>
        {subtitle ? <p className={blockSub}>{subtitle}</p> : null}
      </div>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        {seller ? <EarnCardView card={seller} who={t`as a seller`} /> : null}
        {courier ? <EarnCardView card={courier} who={t`as a courier`} /> : null}
      </div>
    </section>
  );
}

function EarnCardView({ card: c, who }: { card: EarnCard; who: string }) {
  return (
    <article className={card}>
      <h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{c.title}</h3>
      {c.subtitle ? <p className={blockSub}>{c.subtitle}</p> : null}
      {c.button ? (
        <a href={c.button.url} target="_blank" rel="noopener noreferrer" className={button({ variant: 'solid' })}>
          {c.button.label}
          <span className={css({ srOnly: true })}>
            {' '}
            <Trans>({who}, opens in a new tab)</Trans>
          </span>
        </a>
      ) : null}
    </article>
  );
}
