// customer/address list, add, update/{id} (PUT), delete (platform-api §3.4). Each address stores the
// zones containing it (smallest first); a point outside every zone is refused with 403 `coordinates`.
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail, failMessage } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { num, str, validate } from '../http/validate.ts';
import { isoStamp } from '../catalog/time.ts';
import { Addresses, type AddressFields, type AddressRow } from '../services/addresses.ts';

const RULES = {
  contact_person_name: 'required|string|max:100',
  contact_person_number: 'required|string|max:20',
  contact_person_email: 'email|max:255',
  address_type: 'required|string|max:50',
  address: 'required|string|max:255',
  latitude: 'required|numeric|min:-90|max:90',
  longitude: 'required|numeric|min:-180|max:180',
  floor: 'string|max:50',
  road: 'string|max:100',
  house: 'string|max:100',
  additional_information: 'string|max:255',
  address_label: 'string|max:50',
};

export function registerAddress(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const addresses = new Addresses(db);

  async function fields(c: Context): Promise<AddressFields> {
    const body = await readBody(c);
    // Numbers sent as JSON numbers are fine too: the platform stores them as strings.
    const norm = {
      ...body,
      latitude: body.latitude === undefined ? undefined : String(body.latitude),
      longitude: body.longitude === undefined ? undefined : String(body.longitude),
    };
    validate(norm, RULES);
    const zones = catalog.zonesAt(num(norm.latitude), num(norm.longitude)).filter((z) => z.status === 1);
    if (!zones.length) fail(403, 'coordinates', 'Service not available in this area');
    const opt = (k: string) => (body[k] === undefined || body[k] === null ? null : str(body[k]));
    return {
      contact_person_name: str(body.contact_person_name),
      contact_person_number: str(body.contact_person_number),
      contact_person_email: opt('contact_person_email'),
      address_type: str(body.address_type),
      address: str(body.address),
      latitude: str(norm.latitude),
      longitude: str(norm.longitude),
      floor: opt('floor'),
      road: opt('road'),
      house: opt('house'),
      additional_information: opt('additional_information'),
      address_label: opt('address_label'),
      zone_id: zones[0]!.id,
      zone_ids: JSON.stringify(zones.map((z) => z.id)),
    };
  }

  const out = (a: AddressRow) => ({
    ...a,
    zone_ids: JSON.parse(a.zone_ids) as number[],
    city: null,
    street: null,
    zip_code: null,
    country: null,
  });

  r.get('/customer/address/list', (c) => {
    const u = requireUser(c, deps);
    const rows = addresses.list(u.id).map(out);
    const page = paginate(rows, c.req.query(), { limit: 10, offset: 1 });
    return send(c, { total_size: page.total_size, limit: page.limit, offset: page.offset, addresses: page.rows });
  });

  r.post('/customer/address/add', async (c) => {
    const u = requireUser(c, deps);
    const f = await fields(c);
    const at = isoStamp(deps.now());
    addresses.add(u.id, f, at);
    return send(c, { message: 'Successfully added', zone_ids: JSON.parse(f.zone_ids) });
  });

  r.put('/customer/address/update/:id', async (c) => {
    const u = requireUser(c, deps);
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || !addresses.owns(u.id, id)) failMessage(404, 'Not found');
    const f = await fields(c);
    addresses.update(u.id, id, f, isoStamp(deps.now()));
    return send(c, { message: 'Updated successfully', zone_id: f.zone_id });
  });

  r.delete('/customer/address/delete', (c) => {
    const u = requireUser(c, deps);
    const q = c.req.query();
    validate(q, { address_id: 'required|integer' });
    if (!addresses.remove(u.id, Number(q.address_id))) failMessage(404, 'Not found');
    return send(c, { message: 'Successfully removed' });
  });
}
