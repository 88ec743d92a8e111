// A stored order as customer/order/* answers it (routes/order.ts): its columns with the store, delivery man,
// parcel category, module and attachment URLs merged in, and its lines.
import type { Catalog, Store } from '../catalog/catalog.ts';
import type { DB } from '../db/open.ts';
import { url } from '../http/respond.ts';
import { courierView, type CourierRating } from './courier.ts';

/** Order object for list/track: stored columns plus store, delivery man, refund and URLs. */
export function orderOut(
  cat: Catalog,
  data: Record<string, unknown>,
  storeView: (s: Store) => unknown,
  rating?: (deliveryManId: number) => CourierRating,
) {
  const store = cat.storeById.get(Number(data.store_id));
  return {
    ...data,
    store: store ? storeView(store) : null,
    delivery_man: courierView(data, rating),
    parcel_category: data.parcel_category_id
      ? (cat.parcelCategories.find((p) => p.id === Number(data.parcel_category_id)) ?? null)
      : null,
    // A cancelled paid order carries where its money went (services/refunds.ts).
    refund: data.refund ?? null,
    refund_cancellation_note: null,
    refund_customer_note: null,
    module_type: cat.moduleById.get(Number(data.module_id))?.module_type ?? null,
    // Columns the platform's order always has (its web client reads them: "Discount −NaN", "1-5 min" and
    // module.module_type without them); orders stored before they were kept read as the platform's defaults.
    flash_admin_discount_amount: data.flash_admin_discount_amount ?? 0,
    flash_store_discount_amount: data.flash_store_discount_amount ?? 0,
    processing_time: data.processing_time ?? null,
    module: cat.moduleById.get(Number(data.module_id)) ?? null,
    // The platform casts the column to a boolean; its web client renders `{order.cutlery && …}`, so a 0 drew a
    // stray "0" beside the payment on every order's details.
    cutlery: Boolean(data.cutlery),
    order_attachment_full_url: Array.isArray(data.order_attachment)
      ? data.order_attachment.map((name) => url(`/storage/profile/${encodeURIComponent(String(name))}`))
      : [],
    order_proof_full_url: [],
  };
}

export function orderLines(db: DB, orderId: number) {
  return (
    db.prepare('SELECT id, data FROM order_details WHERE order_id = ? ORDER BY id').all(orderId) as Array<{
      id: number;
      data: string;
    }>
  ).map((r) => ({
    id: r.id,
    ...(JSON.parse(r.data) as Record<string, unknown>),
  }));
}
