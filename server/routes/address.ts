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

type Row = Record<string, unknown> & { zone_ids: string };

export function registerAddress(r: Routes, deps: Deps): void {
  const { db, catalog } = deps;
  const list = db.prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY id DESC');
  const one = db.prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?');

  async function fields(c: Context) {
    const body = await readBody(c);
    // Numbers sent as JSON numbers are fine too: the platform stores them as strings.
    const norm = { ...body, latitude: body.latitude === undefined ? undefined : String(body.latitude), longitude: body.longitude === undefined ? undefined : String(body.longitude) };
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

  const out = (a: Row) => ({ ...a, zone_ids: JSON.parse(a.zone_ids) as number[], city: null, street: null, zip_code: null, country: null });

  r.get('/customer/address/list', (c) => {
    const u = requireUser(c, deps);
    const rows = (list.all(u.id) as Row[]).map(out);
    const page = paginate(rows, c.req.query(), { limit: 10, offset: 1 });
    return send(c, { total_size: page.total_size, limit: page.limit, offset: page.offset, addresses: page.rows });
  });

  r.post('/customer/address/add', async (c) => {
    const u = requireUser(c, deps);
    const f = await fields(c);
    const at = isoStamp(deps.now());
    db.prepare(
      `INSERT INTO addresses (user_id, contact_person_name, contact_person_number, contact_person_email, address_type, address, latitude, longitude,
        floor, road, house, additional_information, address_label, zone_id, zone_ids, created_at, updated_at)
       VALUES (@user_id, @contact_person_name, @contact_person_number, @contact_person_email, @address_type, @address, @latitude, @longitude,
        @floor, @road, @house, @additional_information, @address_label, @zone_id, @zone_ids, @at, @at)`,
    ).run({ ...f, user_id: u.id, at });
    return send(c, { message: 'Successfully added', zone_ids: JSON.parse(f.zone_ids) });
  });

  r.put('/customer/address/update/:id', async (c) => {
    const u = requireUser(c, deps);
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || !one.get(id, u.id)) failMessage(404, 'Not found');
    const f = await fields(c);
    db.prepare(
      `UPDATE addresses SET contact_person_name=@contact_person_name, contact_person_number=@contact_person_number, contact_person_email=@contact_person_email,
        address_type=@address_type, address=@address, latitude=@latitude, longitude=@longitude, floor=@floor, road=@road, house=@house,
        additional_information=@additional_information, address_label=@address_label, zone_id=@zone_id, zone_ids=@zone_ids, updated_at=@at
       WHERE id=@id AND user_id=@user_id`,
    ).run({ ...f, id, user_id: u.id, at: isoStamp(deps.now()) });
    return send(c, { message: 'Updated successfully', zone_id: f.zone_id });
  });

  r.delete('/customer/address/delete', (c) => {
    const u = requireUser(c, deps);
    const q = c.req.query();
    validate(q, { address_id: 'required|integer' });
    const info = db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?').run(Number(q.address_id), u.id);
    if (!info.changes) failMessage(404, 'Not found');
    return send(c, { message: 'Successfully removed' });
  });
}
