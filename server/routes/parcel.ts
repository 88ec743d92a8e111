// Parcel instructions (more §10 parcel-instructions). A parcel order is placed through order/place
// (handlers/parcel-order.ts); its fee is services/parcel-fee.ts.
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { paginate } from '../http/paging.ts';
import { isoStamp } from '../catalog/time.ts';

const INSTRUCTIONS = [
  'Handle with care',
  'Fragile: keep upright',
  'Call the receiver before arriving',
  'Leave at the reception',
  'Do not bend',
];

export function registerParcel(r: Routes): void {
  r.get('/customer/order/parcel-instructions', (c) => {
    const q = c.req.query();
    const at = isoStamp(new Date(Date.UTC(2024, 0, 1)));
    const rows = INSTRUCTIONS.map((instruction, i) => ({
      id: i + 1,
      instruction,
      status: 1,
      created_at: at,
      updated_at: at,
    }));
    const page = paginate(rows, q, { limit: 25, offset: 1 });
    return send(c, { total_size: page.total_size, limit: page.limit, offset: page.offset, data: page.rows });
  });
}
