/**
 * How many cards of a list page are first-screen pictures (fetched at once, marked hero): two fill a 390 px
 * phone's first screen; the rest load lazily so they do not compete with the largest paint.
 */
export const FIRST_SCREEN_CARDS = 2;
