// The business's own pages, the newsletter and the testimonials (platform-api-turn4 §7.1–§7.3). All public:
// no token, no module, no zone.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { parseLang } from '../http/i18n.ts';
import { input } from '../http/body.ts';
import { validate } from '../http/validate.ts';
import { isoStamp } from '../catalog/time.ts';
import { POLICY_PATHS, policyText } from '../catalog/policies.ts';
import { Newsletters } from '../services/newsletters.ts';

/** The longest address the column takes (the platform's `string` column: 255). */
const EMAIL_RULE = 'required|string|email|max:255';

/** The admin's "landing page → testimonial" tab: file names only, as the platform stores them. */
const TESTIMONIALS = [
  {
    img: 'testimonial-karim.png',
    brand_image: 'testimonial-brand-1.png',
    name: 'Karim Hossain',
    position: 'Teacher',
    detail: 'Groceries at my door before dinner, every time.',
  },
  {
    img: 'testimonial-sara.png',
    brand_image: 'testimonial-brand-2.png',
    name: 'Sara Ahmed',
    position: 'Nurse',
    detail: 'The pharmacy delivers my prescriptions at night too.',
  },
];

export function registerPages(r: Routes, deps: Deps): void {
  const { db } = deps;

  // A bare JSON string of HTML; "" when the business has not written the page. The enabled flags of the
  // refund, shipping and cancellation pages live in config; these answer regardless, as the platform does.
  for (const [path, key] of POLICY_PATHS)
    r.get(path, (c) => send(c, policyText(key, parseLang(c.req.header('X-localization')))));

  const newsletters = new Newsletters(db);

  r.post('/newsletter/subscribe', async (c) => {
    const body = await input(c);
    validate(body, { email: EMAIL_RULE });
    const email = String(body.email).trim();
    // The platform's `unique:newsletters` rule: a second subscription of one address is a validation failure.
    if (newsletters.has(email)) fail(403, 'email', 'The email has already been taken.');
    newsletters.add(email, isoStamp(deps.now()));
    return send(c, { message: 'Subscription successful' });
  });

  // No URL fields: the platform's client joins the names with the landing page's testimonial_image_url.
  r.get('/testimonial', (c) => send(c, TESTIMONIALS));
}
