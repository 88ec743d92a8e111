import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import type { BusinessAppLink, LandingBlocks, Quote } from '../../domain/landing';
import { AppStoreName, appStoreLinkClass } from '../../ui/AppStoreLink';

export const blockClass = css({ stack: '4' });
export const blockTitle = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: '1.3' });
export const blockSub = css({ color: 'fg.muted' });

const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

/** A block's pictures or quotes: one column on a phone, as many of at least 280 px as fit on a wider screen. */
export const tilesClass = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(280px, 1fr))' },
});

/** The landing blocks' pictures are below its first screen: fetched late, decoded off the main thread. */
export function LandingImage({
  src,
  alt = '',
  width,
  height,
  className,
}: {
  src: string;
  alt?: string;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />
  );
}

type Apps = NonNullable<LandingBlocks['apps']>;

/** The customer app's store links, and the seller and courier apps where the business offers them. */
export function AppsBlock({ title, subtitle, links, business }: Apps) {
  return (
    <section
      aria-labelledby="landing-apps"
      className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
      data-testid="landing-apps"
    >
      <div className={blockClass}>
        <h2 id="landing-apps" className={blockTitle}>
          {title ?? <Trans>Download the app</Trans>}
        </h2>
        {subtitle ? <p className={blockSub}>{subtitle}</p> : null}
        {links.length ? (
          <div className={row}>
            {links.map((a) => (
              <a key={a.store} href={a.url} target="_blank" rel="noopener noreferrer" className={appStoreLinkClass}>
                <AppStoreName store={a.store} />
              </a>
            ))}
          </div>
        ) : null}
      </div>
      {business ? <BusinessApps {...business} /> : null}
    </section>
  );
}

function BusinessApps({ title, subtitle, image, links }: NonNullable<Apps['business']>) {
  const { t } = useLingui();
  const appName = (l: BusinessAppLink) => (l.app === 'seller' ? t`Seller app` : t`Courier app`);
  return (
    <div className={blockClass}>
      {title ? <h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{title}</h3> : null}
      {subtitle ? <p className={blockSub}>{subtitle}</p> : null}
      {image ? (
        <LandingImage
          src={image}
          width={480}
          height={270}
          className={css({ width: 'full', maxWidth: '480px', height: 'auto', borderRadius: 'card' })}
        />
      ) : null}
      {links.length ? (
        <div className={row}>
          {links.map((l) => (
            <a
              key={`${l.app}-${l.store}`}
              href={l.url}
              target="_blank"
              rel="noopener noreferrer"
              className={appStoreLinkClass}
            >
              {appName(l)}: <AppStoreName store={l.store} />
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** What customers say: the business's switched-on testimonials. */
export function TestimonialsBlock({ title, quotes }: { title: string | null; quotes: Quote[] }) {
  return (
    <section aria-labelledby="landing-testimonials" className={blockClass} data-testid="landing-testimonials">
      <h2 id="landing-testimonials" className={blockTitle}>
        {title ?? <Trans>What our customers say</Trans>}
      </h2>
      <ul className={tilesClass}>
        {quotes.map((q) => (
          <li key={`${q.name}-${q.text}`}>
            <figure
              className={css({ layerStyle: 'surface', borderRadius: 'card', p: '4', stack: '3', height: 'full' })}
            >
              <blockquote dir="auto" className={css({ fontSize: 'md' })}>
                {q.text}
              </blockquote>
              <figcaption className={css({ cluster: '3' })}>
                {q.image ? (
                  <LandingImage
                    src={q.image}
                    width={40}
                    height={40}
                    className={css({ borderRadius: 'full', objectFit: 'cover', width: '10', height: '10' })}
                  />
                ) : null}
                <span>
                  <span className={css({ fontWeight: 'semibold', display: 'block' })}>{q.name}</span>
                  {q.role ? <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{q.role}</span> : null}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
