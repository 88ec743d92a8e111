import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { videoContentQuery, whyChooseQuery } from '../../api/queries/parcel';
import { heading, muted, threeColumns } from './styles';
import { CardPicture } from './CardPicture';
import { showcaseMedia, showcaseSteps, type ShowcaseMedia, type ShowcaseStep } from '../../domain/parcelShowcase';

const section = css({ stack: '3' });
const card = css({
  layerStyle: 'surface',
  borderRadius: 'lg',
  p: '4',
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  minW: '0',
});
const mediaBox = css({ width: 'full', aspectRatio: '16 / 9', borderRadius: 'lg', overflow: 'hidden', bg: 'bg.subtle' });
const fill = css({ width: 'full', height: 'full', objectFit: 'cover', border: '0', display: 'block' });

interface Card {
  id: number | string;
  title: string;
  text: string | null;
  image: string | null;
}

/** The fixed cards, shown when the business configured none. */
function useFixedCards(): Card[] {
  const { t } = useLingui();
  return [
    { id: 'fast', title: t`Fast pickup`, text: t`A courier comes to your door soon after you book.`, image: null },
    {
      id: 'safe',
      title: t`Safe delivery`,
      text: t`Every parcel is tracked until it reaches its receiver.`,
      image: null,
    },
    {
      id: 'fair',
      title: t`Fair prices`,
      text: t`The charge is worked out from the distance before you send.`,
      image: null,
    },
  ];
}

/** The fixed steps, shown when the business configured none. */
function useFixedSteps(): ShowcaseStep[] {
  const { t } = useLingui();
  return [
    { title: t`Choose what you are sending and give the sender's address.`, subtitle: null },
    { title: t`Add the receiver's address, name and phone number.`, subtitle: null },
    { title: t`Choose who pays, see the delivery fee and place the order. A courier picks it up.`, subtitle: null },
  ];
}

/** turn4 §3.3 "why choose us": the business's cards, else the fixed ones. */
function WhyChoose({ moduleId }: { moduleId: number | null }) {
  const banners = useQuery(whyChooseQuery(moduleId));
  const fixed = useFixedCards();
  const configured: Card[] = (banners.data ?? []).map((b) => ({
    id: b.id,
    title: b.title,
    text: b.short_description ?? null,
    image: b.image_full_url ?? null,
  }));
  const shown = banners.isPending ? [] : configured.length ? configured : fixed;
  return (
    <section aria-labelledby="parcel-why-title" className={section} data-testid="parcel-why-choose">
      <h2 id="parcel-why-title" className={heading}>
        <Trans>Why choose us</Trans>
      </h2>
      <ul className={threeColumns} aria-busy={banners.isPending}>
        {shown.map((c) => (
          <li key={c.id} className={card}>
            <CardPicture src={c.image} size={48} lazy />
            <span className={css({ stack: '1', minW: '0' })}>
              <span className={css({ fontWeight: 'semibold' })}>{c.title}</span>
              {c.text ? <span className={muted}>{c.text}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Media({ media, title }: { media: NonNullable<ShowcaseMedia>; title: string }): ReactNode {
  if (media.kind === 'image') return <img src={media.src} alt="" loading="lazy" className={fill} />;
  if (media.kind === 'embed')
    return (
      <iframe
        src={media.src}
        title={title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        className={fill}
      />
    );
  return <video src={media.src} controls preload="none" className={fill} aria-label={title} />;
}

/** turn4 §3.3 the video section: the business's title, video (or image) and steps, else the fixed "How it works". */
function VideoSection({ moduleId }: { moduleId: number | null }) {
  const { t } = useLingui();
  const video = useQuery(videoContentQuery(moduleId));
  const fixed = useFixedSteps();
  const configured = showcaseSteps(video.data?.banner_contents);
  const steps = configured.length ? configured : fixed;
  const title = video.data?.section_title?.trim() || t`How it works`;
  const media = showcaseMedia(video.data);
  return (
    <section aria-labelledby="parcel-how-title" className={section} data-testid="parcel-video-section">
      <h2 id="parcel-how-title" className={heading}>
        {title}
      </h2>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: media ? '7fr 5fr' : '1fr' },
          gap: '4',
          alignItems: 'center',
        })}
      >
        {media ? (
          <div className={mediaBox}>
            <Media media={media} title={title} />
          </div>
        ) : null}
        <ol className={css({ stack: '3', listStyle: 'decimal', ps: '5' })}>
          {steps.map((s) => (
            <li key={s.title}>
              <span className={css({ fontWeight: configured.length ? 'semibold' : 'normal' })}>{s.title}</span>
              {s.subtitle ? (
                <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>{s.subtitle}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The parcel home's "why choose us" and video sections (turn4 §3.3), each with its fixed text as the fallback. */
export function ParcelShowcase({ moduleId }: { moduleId: number | null }) {
  return (
    <>
      <VideoSection moduleId={moduleId} />
      <WhyChoose moduleId={moduleId} />
    </>
  );
}
