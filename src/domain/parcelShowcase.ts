// The parcel home's "why choose us" cards and video section (turn4 §3.3), read into what the page draws.

export interface ShowcaseStep {
  title: string;
  subtitle: string | null;
}

interface ContentRow {
  key?: string | null;
  value?: string | null;
}

/**
 * The steps beside the video: rows content1_title, content1_subtitle … content3_subtitle. Rows with keys are
 * paired by key; rows without (older backends) by position, as the platform's client does (0 and 1, 2 and 3…).
 * A step without a title is left out, so an unconfigured section falls back to the fixed text.
 */
export function showcaseSteps(rows: readonly ContentRow[] | null | undefined): ShowcaseStep[] {
  const list = rows ?? [];
  const keyed = list.some((r) => r.key);
  const valueOf = (n: number, part: 'title' | 'subtitle') =>
    keyed
      ? list.find((r) => r.key === `content${n}_${part}`)?.value
      : list[(n - 1) * 2 + (part === 'title' ? 0 : 1)]?.value;
  const steps: ShowcaseStep[] = [];
  for (let n = 1; n <= 3; n++) {
    const title = valueOf(n, 'title')?.trim();
    if (title) steps.push({ title, subtitle: valueOf(n, 'subtitle')?.trim() || null });
  }
  return steps;
}

export type ShowcaseMedia =
  { kind: 'image'; src: string } | { kind: 'video'; src: string } | { kind: 'embed'; src: string } | null;

interface VideoSection {
  banner_type?: string | null;
  banner_image_full_url?: string | null;
  banner_video?: string | null;
  banner_video_content_full_url?: string | null;
}

/** A YouTube link as its privacy-enhanced embed address, else null. */
export function youTubeEmbed(link: string): string | null {
  const m = /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,20})/.exec(
    link.trim(),
  );
  return m ? `https://www.youtube-nocookie.com/embed/${m[1]}` : null;
}

/**
 * What the section shows, by banner_type: `video` is a link (a YouTube link is embedded, another https
 * address played), `video_content` an uploaded file, `image` a picture; nothing usable is null.
 */
export function showcaseMedia(v: VideoSection | null | undefined): ShowcaseMedia {
  if (!v) return null;
  if (v.banner_type === 'video' && v.banner_video) {
    const embed = youTubeEmbed(v.banner_video);
    if (embed) return { kind: 'embed', src: embed };
    return /^https:\/\//.test(v.banner_video) ? { kind: 'video', src: v.banner_video } : null;
  }
  if (v.banner_type === 'video_content' && v.banner_video_content_full_url)
    return { kind: 'video', src: v.banner_video_content_full_url };
  if (v.banner_type === 'image' && v.banner_image_full_url) return { kind: 'image', src: v.banner_image_full_url };
  return null;
}
