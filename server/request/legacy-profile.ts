// customer/update-profile from 2.x clients: they send `f_name` and `l_name` where 3.x sends one `name`.
// Only the name is rewritten, and only when `name` is absent; everything else goes through unchanged.
import { str } from '../http/validate.ts';

export function profileBody(body: Record<string, unknown>): Record<string, unknown> {
  const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
  if (present(body.name) || !(present(body.f_name) || present(body.l_name))) return body;
  const { f_name, l_name, ...rest } = body;
  return {
    ...rest,
    name: [present(f_name) ? str(f_name).trim() : '', present(l_name) ? str(l_name).trim() : '']
      .filter(Boolean)
      .join(' '),
  };
}
