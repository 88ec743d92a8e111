// The customer's notifications (customer/notifications) and the pushes the server would send to the
// device token registered with customer/cm-firebase-token (or a guest's `fcm_token` from
// auth/guest/request). The reference server has no Firebase credentials: each push is recorded in
// `push_log`, which /outbox shows, instead of being sent.
//
// Order and trip status changes are written by SQLite triggers, not by each code path that moves an
// order (the courier simulation, cancel, refunds, the test hooks): whatever changes `order_status`,
// the customer hears of it once. Support answers are written by the chat (routes/messages.ts).
//
// The tables are created here (IF NOT EXISTS), as services/messages.ts does: they belong to this service.
import type { DB } from '../db/open.ts';

export interface NotificationData {
  title: string;
  description: string;
  order_id: number | null;
  type: 'order_status' | 'trip_status' | 'message';
}

interface NotificationRow {
  id: number;
  user_id: number;
  data: string;
  created_at: string;
  updated_at: string;
}

export interface PushRow {
  id: number;
  token: string;
  title: string;
  body: string;
  created_at: string;
}

/** How long a notification is listed (the platform's 15 days) and how many at most (bounded, newest first). */
export const NOTIFICATION_DAYS = 15;
export const NOTIFICATION_LIMIT = 50;

/** What each order status says, in the words a push would carry. */
const ORDER_WORDS: Record<string, string> = {
  confirmed: 'Your order is confirmed.',
  accepted: 'Your order is accepted.',
  processing: 'Your order is being prepared.',
  handover: 'Your order is ready for the delivery man.',
  picked_up: 'Your order is on the way.',
  delivered: 'Your order is delivered. Enjoy!',
  canceled: 'Your order is canceled.',
  failed: 'The payment of your order failed.',
  refund_requested: 'Your refund request is received.',
  refunded: 'Your refund is made.',
  refund_request_canceled: 'Your refund request is declined.',
};

const TRIP_WORDS: Record<string, string> = {
  confirmed: 'Your trip is confirmed.',
  ongoing: 'Your trip has started.',
  completed: 'Your trip is completed.',
  canceled: 'Your trip is canceled.',
};

const caseOf = (column: string, words: Record<string, string>, otherwise: string) =>
  `CASE ${column} ${Object.entries(words)
    .map(([k, v]) => `WHEN '${k}' THEN '${v.replace(/'/g, "''")}'`)
    .join(' ')} ELSE ${otherwise} END`;

/** One trigger per table: a personal notification for a signed-in owner, a push record for every token the owner has. */
function statusTrigger(
  table: 'orders' | 'trips',
  column: string,
  words: Record<string, string>,
  label: string,
  type: string,
): string {
  const description = caseOf(`NEW.${column}`, words, `'Status: ' || replace(NEW.${column}, '_', ' ')`);
  const title = `'${label} #' || NEW.id`;
  return `
    CREATE TRIGGER IF NOT EXISTS ${table}_status_notification AFTER UPDATE OF ${column} ON ${table}
    WHEN OLD.${column} IS NOT NEW.${column}
    BEGIN
      INSERT INTO user_notifications (user_id, data, created_at, updated_at)
        SELECT NEW.owner_id, json_object('title', ${title}, 'description', ${description}, 'order_id', NEW.id, 'image', '', 'type', '${type}', 'status', NEW.${column}), NEW.updated_at, NEW.updated_at
        WHERE NEW.is_guest = 0;
      INSERT INTO push_log (token, title, body, created_at)
        SELECT token, ${title}, ${description}, NEW.updated_at FROM device_tokens WHERE NEW.is_guest = 0 AND user_id = NEW.owner_id
        UNION ALL SELECT fcm_token, ${title}, ${description}, NEW.updated_at FROM guests WHERE NEW.is_guest = 1 AND id = NEW.owner_id AND coalesce(fcm_token, '') != '';
    END;`;
}

export class Notifications {
  private readonly stmts;

  constructor(private readonly db: DB) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS user_notifications (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, data TEXT NOT NULL,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS user_notifications_user ON user_notifications(user_id, id);
      CREATE TABLE IF NOT EXISTS device_tokens (user_id INTEGER PRIMARY KEY, token TEXT NOT NULL, updated_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS push_log (id INTEGER PRIMARY KEY, token TEXT NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL);
      ${statusTrigger('orders', 'order_status', ORDER_WORDS, 'Order', 'order_status')}
      ${statusTrigger('trips', 'trip_status', TRIP_WORDS, 'Trip', 'trip_status')}
    `);
    this.stmts = {
      insert: db.prepare('INSERT INTO user_notifications (user_id, data, created_at, updated_at) VALUES (?, ?, ?, ?)'),
      push: db.prepare(
        'INSERT INTO push_log (token, title, body, created_at) SELECT token, ?, ?, ? FROM device_tokens WHERE user_id = ?',
      ),
      list: db.prepare<[number, string, number], NotificationRow>(
        'SELECT * FROM user_notifications WHERE user_id = ? AND updated_at >= ? ORDER BY id DESC LIMIT ?',
      ),
      token: db.prepare(
        'INSERT INTO device_tokens (user_id, token, updated_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET token = excluded.token, updated_at = excluded.updated_at',
      ),
      pushes: db.prepare<[number], PushRow>('SELECT * FROM push_log ORDER BY id DESC LIMIT ?'),
    };
  }

  /** Writes a personal notification and records the push its owner's device would get. */
  add(userId: number, data: NotificationData, at: string): void {
    this.db.transaction(() => {
      this.stmts.insert.run(userId, JSON.stringify({ ...data, image: '' }), at, at);
      this.stmts.push.run(data.title, data.description, at, userId);
    })();
  }

  /** One device token per customer, the latest replacing the one before (the platform's `users.cm_firebase_token`). */
  setToken(userId: number, token: string, at: string): void {
    this.stmts.token.run(userId, token, at);
  }

  /** The platform's personal-notification objects, newest first, of the last 15 days. */
  list(userId: number, now: Date) {
    const since = new Date(now.getTime() - NOTIFICATION_DAYS * 86_400_000).toISOString();
    return this.stmts.list.all(userId, since, NOTIFICATION_LIMIT).map((r) => ({
      id: r.id,
      data: JSON.parse(r.data) as NotificationData & { image: string },
      status: 1,
      user_id: r.user_id,
      vendor_id: null,
      delivery_man_id: null,
      created_at: r.created_at.replace('T', ' ').slice(0, 19),
      updated_at: r.updated_at,
    }));
  }

  /** The pushes recorded, newest first (for /outbox). */
  pushes(limit = 100): PushRow[] {
    return this.stmts.pushes.all(limit);
  }
}
