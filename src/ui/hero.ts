/**
 * A picture of a first screen's largest content (a store's cover, a product's photo, the first category tiles):
 * fetched first, and timed by the browser (Element Timing) so that src/main.tsx starts the app's code only
 * once it is on screen (issue 15: LCP). main.tsx, which imports nothing, looks for `elementtiming="hero"`.
 */
export const heroImage = { fetchPriority: 'high', elementtiming: 'hero' } as { fetchPriority: 'high' };

/** A picture's loading props: a first screen's (`first`) is a hero, fetched at once; any other waits until near. */
export const imageLoading = (first: boolean) =>
  first ? { loading: 'eager' as const, ...heroImage } : { loading: 'lazy' as const };
