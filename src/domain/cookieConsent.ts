/**
 * platform-api §7.5 Cookie consent: the business's `cookies_text`, asked once a device. It stays away from a
 * page whose own action sits at the bottom of a phone's screen (checkout's Place Order and the like).
 */

/** Pages with their own action at the foot of the screen. */
const OWN_BOTTOM_ACTION = [/^\/checkout\/?$/, /^\/rental\/checkout\/?$/, /^\/parcel\/send\/?$/];

export function cookieNoticeShown(text: string | null | undefined, answered: unknown, pathname: string): boolean {
  if (!text || !text.trim()) return false;
  if (answered === true || answered === false) return false;
  return !OWN_BOTTOM_ACTION.some((p) => p.test(pathname));
}
