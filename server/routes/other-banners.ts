// other-banners, other-banners/video-content, other-banners/why-choose (platform-api-turn4 §3.3). Each answer
// also carries the folder URLs the platform's 2.x backend sent (promotional_banner_url, why_choose_url, …):
// the platform's older web client builds `${folder}/${file}` from them and shows "/undefined/<file>" without.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send, url } from '../http/respond.ts';
import { moduleOf } from '../request/access.ts';

/** A folder's URL under both of the 2.x names (local storage only here: the "s3" one repeats it). */
const folder = (name: string, path: string) => ({ [`${name}_url`]: url(path), [`${name}_s3_url`]: url(path) });

/** The parcel home's banners, video section and "why choose us" cards (empty shapes for other modules). */
export function registerOtherBanners(r: Routes, deps: Deps): void {
  r.get('/other-banners', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const bases = folder('promotional_banner', '/storage/banner');
    if (mod.module_type === 'parcel')
      return send(c, {
        ...bases,
        banners: [
          {
            id: 1,
            module_id: mod.id,
            key: 'promotional_banner',
            value: 'parcel-promo.png',
            type: 'promotional_banner',
            status: 1,
            created_at: null,
            updated_at: null,
            value_full_url: url('/storage/banner/parcel-promo.png'),
          },
        ],
      });
    const key = `${mod.module_type}-bottom-section`;
    return send(c, {
      ...bases,
      bottom_section_banner: `${key}.png`,
      bottom_section_banner_full_url: url(`/storage/banner/${key}.png`),
    });
  });

  // The platform's parcel home: its "video" section and its "why choose us" cards (more §8.1). Only the parcel
  // module has them configured here; for others the platform answers the same shapes, empty.
  r.get('/other-banners/video-content', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const bases = {
      ...folder('promotional_banner', '/storage/promotional_banner'),
      ...folder('banner_video_content', '/storage/promotional_banner/video'),
    };
    if (mod.module_type !== 'parcel') return send(c, { ...bases, banner_contents: [] });
    // The platform's rows: content1_title, content1_subtitle … content3_subtitle, in that order (its client
    // pairs them by position: 0 and 1, 2 and 3, 4 and 5).
    const steps: Array<[string, string]> = [
      ['Book in a minute', 'Say what you are sending and where it goes.'],
      ['Pickup from your door', 'A courier comes within the hour.'],
      ['Tracked to the door', 'Follow the parcel until it is delivered.'],
    ];
    const rows = steps.flatMap(([title, subtitle], i) => [
      { key: `content${i + 1}_title`, value: title },
      { key: `content${i + 1}_subtitle`, value: subtitle },
    ]);
    return send(c, {
      ...bases,
      banner_contents: rows.map((row, i) => ({ id: i + 1, module_id: mod.id, ...row, type: 'video_content' })),
      section_title: 'Send anything across the city',
      banner_type: 'image',
      banner_image: 'parcel-video-cover.png',
      banner_image_full_url: url('/storage/promotional_banner/parcel-video-cover.png'),
    });
  });

  r.get('/other-banners/why-choose', (c) => {
    const mod = moduleOf(c, deps, 'required')!;
    const bases = folder('why_choose', '/storage/promotional_banner');
    if (mod.module_type !== 'parcel') return send(c, { ...bases, banners: [] });
    const cards: Array<[string, string]> = [
      ['Fast pickup', 'A courier comes to your door within the hour.'],
      ['Safe delivery', 'Every parcel is tracked until it reaches its receiver.'],
      ['Fair prices', 'The charge is worked out from the distance before you send.'],
    ];
    return send(c, {
      ...bases,
      banners: cards.map(([title, short_description], i) => ({
        id: i + 1,
        module_id: mod.id,
        title,
        short_description,
        image: `parcel-why-${i + 1}.png`,
        status: 1,
        created_at: null,
        updated_at: null,
        image_full_url: url(`/storage/promotional_banner/parcel-why-${i + 1}.png`),
        translations: [],
        storage: [],
      })),
    });
  });
}
