import { describe, expect, it } from 'vitest';
import { showcaseMedia, showcaseSteps, youTubeEmbed } from '../../src/domain/parcelShowcase';

describe('turn4 §3.3 parcel home video section', () => {
  it('pairs content rows by key into steps, in order', () => {
    const rows = [
      { key: 'content2_title', value: 'Pickup' },
      { key: 'content1_subtitle', value: 'Say what it is.' },
      { key: 'content1_title', value: 'Book' },
    ];
    expect(showcaseSteps(rows)).toEqual([
      { title: 'Book', subtitle: 'Say what it is.' },
      { title: 'Pickup', subtitle: null },
    ]);
  });

  it("pairs rows without keys by position, as the platform's client does", () => {
    expect(showcaseSteps([{ value: 'A' }, { value: 'a' }, { value: 'B' }, { value: 'b' }])).toEqual([
      { title: 'A', subtitle: 'a' },
      { title: 'B', subtitle: 'b' },
    ]);
  });

  it('nothing configured is no steps (the page falls back to its fixed text)', () => {
    expect(showcaseSteps([])).toEqual([]);
    expect(showcaseSteps(undefined)).toEqual([]);
    expect(showcaseSteps([{ key: 'content1_title', value: '  ' }])).toEqual([]);
  });

  it('the media by banner_type: a YouTube link embedded without cookies, a file played, an image shown', () => {
    expect(
      showcaseMedia({ banner_type: 'video', banner_video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    ).toEqual({ kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(showcaseMedia({ banner_type: 'video', banner_video: 'https://cdn.example.com/a.mp4' })).toEqual({
      kind: 'video',
      src: 'https://cdn.example.com/a.mp4',
    });
    expect(showcaseMedia({ banner_type: 'video', banner_video: 'javascript:alert(1)' })).toBeNull();
    expect(showcaseMedia({ banner_type: 'video_content', banner_video_content_full_url: 'http://x/v.mp4' })).toEqual({
      kind: 'video',
      src: 'http://x/v.mp4',
    });
    expect(showcaseMedia({ banner_type: 'image', banner_image_full_url: 'http://x/i.png' })).toEqual({
      kind: 'image',
      src: 'http://x/i.png',
    });
    expect(showcaseMedia({ banner_type: 'image' })).toBeNull();
    expect(youTubeEmbed('https://youtu.be/abcdefg')).toBe('https://www.youtube-nocookie.com/embed/abcdefg');
  });
});
