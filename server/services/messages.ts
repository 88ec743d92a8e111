// Customer conversations with stores (receiver_type `vendor`, the store's vendor_id) and couriers
// (`delivery_man`), as the platform's customer/message/* calls read them. A conversation belongs to the
// customer who started it; every read and write looks it up through that customer, so one customer never
// reaches another's thread. Participants carry "user info" ids of their own (customer = user id,
// vendor = 100000 + vendor id, courier = 200000 + courier id), as the platform's user_infos rows do.
//
// The tables are created here (IF NOT EXISTS) rather than in db/schema.ts: they belong to this service
// alone, and the test reset empties them like every other table.
import type { DB } from '../db/open.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { isoStamp } from '../catalog/time.ts';
import { url } from '../http/respond.ts';
import { deliveryManById } from '../catalog/delivery-men.ts';

export type ReceiverType = 'vendor' | 'delivery_man' | 'admin';

const VENDOR_INFO = 100_000;
const COURIER_INFO = 200_000;
/** The seeded support agent's own participant id: the platform's admin replies carry the admin's user-info id. */
export const SUPPORT_AGENT_INFO = 300_000;
/** The business side of a support conversation: the platform keys it by participant 0 (no row, so `receiver` is null). */
export const ADMIN_RECEIVER_ID = 0;

interface ConversationRow {
  id: number;
  user_id: number;
  receiver_type: ReceiverType;
  receiver_id: number;
  unread: number;
  last_message_id: number | null;
  last_message_time: string | null;
  created_at: string;
  updated_at: string;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  sender_info_id: number;
  message: string | null;
  files: string;
  is_seen: number;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface Person {
  f_name: string;
  l_name: string;
  phone: string | null;
  email: string | null;
  image: string | null;
  image_full_url: string | null;
}

export class Messages {
  private readonly stmts;

  constructor(
    private readonly db: DB,
    private readonly catalog: Catalog,
    private readonly now: () => Date,
  ) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS conversations (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL,
        receiver_type TEXT NOT NULL, receiver_id INTEGER NOT NULL, unread INTEGER NOT NULL DEFAULT 0,
        last_message_id INTEGER, last_message_time TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        UNIQUE (user_id, receiver_type, receiver_id));
      CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
        sender_info_id INTEGER NOT NULL, message TEXT, files TEXT NOT NULL DEFAULT '[]', is_seen INTEGER NOT NULL DEFAULT 0,
        order_id INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS messages_conversation ON messages(conversation_id, id);
    `);
    this.stmts = {
      list: db.prepare<[number], ConversationRow>(
        'SELECT * FROM conversations WHERE user_id = ? ORDER BY coalesce(last_message_time, created_at) DESC, id DESC',
      ),
      owned: db.prepare<[number, number], ConversationRow>('SELECT * FROM conversations WHERE id = ? AND user_id = ?'),
      byReceiver: db.prepare<[number, string, number], ConversationRow>(
        'SELECT * FROM conversations WHERE user_id = ? AND receiver_type = ? AND receiver_id = ?',
      ),
      create: db.prepare(
        'INSERT INTO conversations (user_id, receiver_type, receiver_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      ),
      messages: db.prepare<[number], MessageRow>('SELECT * FROM messages WHERE conversation_id = ? ORDER BY id DESC'),
      message: db.prepare<[number], MessageRow>('SELECT * FROM messages WHERE id = ?'),
      insert: db.prepare(
        'INSERT INTO messages (conversation_id, sender_info_id, message, files, is_seen, order_id, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)',
      ),
      touch: db.prepare(
        'UPDATE conversations SET last_message_id = ?, last_message_time = ?, updated_at = ?, unread = unread + ? WHERE id = ?',
      ),
      seen: db.prepare('UPDATE messages SET is_seen = 1 WHERE conversation_id = ? AND sender_info_id != ?'),
      clearUnread: db.prepare('UPDATE conversations SET unread = 0 WHERE id = ?'),
      courierOrder: db.prepare<[number, number], { id: number }>(
        "SELECT id FROM orders WHERE owner_id = ? AND is_guest = 0 AND json_extract(data, '$.delivery_man_id') = ? LIMIT 1",
      ),
    };
  }

  /** The receiver as a person, or null when it does not exist (an unknown or inactive store, an unknown courier). */
  receiver(type: ReceiverType, id: number): Person | null {
    if (type === 'admin') return null;
    if (type === 'vendor') {
      const store = this.catalog.stores.find((s) => s.vendor_id === id && s.status === 1);
      if (!store) return null;
      return {
        f_name: store.name,
        l_name: '',
        phone: store.phone ?? null,
        email: null,
        image: store.logo ?? null,
        image_full_url: store.logo_full_url ?? null,
      };
    }
    const dm = deliveryManById.get(id);
    return dm
      ? {
          f_name: dm.f_name,
          l_name: dm.l_name,
          phone: dm.phone,
          email: null,
          image: dm.image,
          image_full_url: dm.image_full_url,
        }
      : null;
  }

  /** A customer may write to a courier only when that courier carried one of the customer's orders. */
  mayReachCourier(userId: number, courierId: number): boolean {
    return !!this.stmts.courierOrder.get(userId, courierId);
  }

  list(userId: number): ConversationRow[] {
    return this.stmts.list.all(userId);
  }

  owned(userId: number, id: number): ConversationRow | undefined {
    return this.stmts.owned.get(id, userId);
  }

  find(userId: number, type: ReceiverType, receiverId: number): ConversationRow | undefined {
    return this.stmts.byReceiver.get(userId, type, receiverId);
  }

  open(userId: number, type: ReceiverType, receiverId: number): ConversationRow {
    const found = this.find(userId, type, receiverId);
    if (found) return found;
    const at = isoStamp(this.now());
    this.stmts.create.run(userId, type, receiverId, at, at);
    return this.find(userId, type, receiverId)!;
  }

  /** Newest first, as the platform pages them. */
  messages(conversationId: number): MessageRow[] {
    return this.stmts.messages.all(conversationId);
  }

  /** Opening a thread reads it: the other side's messages are seen and the unread count drops to 0. */
  markRead(conv: ConversationRow): void {
    this.stmts.seen.run(conv.id, conv.user_id);
    this.stmts.clearUnread.run(conv.id);
  }

  /** Adds a message from the customer (`fromCustomer`) or from the receiver. */
  add(
    conv: ConversationRow,
    fromCustomer: boolean,
    text: string | null,
    files: string[],
    orderId: number | null,
  ): number {
    const at = isoStamp(this.now());
    const sender = fromCustomer ? conv.user_id : infoId(conv.receiver_type, conv.receiver_id);
    return this.db.transaction(() => {
      const id = Number(
        this.stmts.insert.run(conv.id, sender, text, JSON.stringify(files), orderId, at, at).lastInsertRowid,
      );
      this.stmts.touch.run(id, at, at, fromCustomer ? 0 : 1, conv.id);
      return id;
    })();
  }

  /** The platform's Message object. */
  messageOut(m: MessageRow) {
    const files = JSON.parse(m.files) as string[];
    return {
      id: m.id,
      conversation_id: m.conversation_id,
      sender_id: m.sender_info_id,
      message: m.message,
      file: files.length ? JSON.stringify(files) : null,
      file_full_url: files.map((f) => url(`/storage/conversation/${f}`)),
      is_seen: m.is_seen,
      order_id: m.order_id,
      created_at: m.created_at,
      updated_at: m.updated_at,
    };
  }

  /** The platform's Conversation object: the customer is the sender, the store or courier the receiver. */
  conversationOut(c: ConversationRow, customer: Person & { id: number }) {
    const last = c.last_message_id ? this.stmts.message.get(c.last_message_id) : undefined;
    const rid = c.receiver_type === 'admin' ? ADMIN_RECEIVER_ID : infoId(c.receiver_type, c.receiver_id);
    const person = this.receiver(c.receiver_type, c.receiver_id) ?? {
      f_name: '',
      l_name: '',
      phone: null,
      email: null,
      image: null,
      image_full_url: null,
    };
    const receiver =
      c.receiver_type === 'admin'
        ? null
        : {
            id: rid,
            ...personOut(person),
            user_id: null,
            vendor_id: c.receiver_type === 'vendor' ? c.receiver_id : null,
            deliveryman_id: c.receiver_type === 'delivery_man' ? c.receiver_id : null,
            created_at: c.created_at,
            updated_at: c.created_at,
          };
    return {
      id: c.id,
      sender_id: customer.id,
      sender_type: 'customer',
      receiver_id: rid,
      receiver_type: c.receiver_type,
      unread_message_count: c.unread,
      last_message_id: c.last_message_id,
      last_message_time: c.last_message_time,
      created_at: c.created_at,
      updated_at: c.updated_at,
      sender: {
        id: customer.id,
        ...personOut(customer),
        user_id: customer.id,
        vendor_id: null,
        deliveryman_id: null,
        created_at: c.created_at,
        updated_at: c.created_at,
      },
      receiver,
      last_message: last ? this.messageOut(last) : null,
    };
  }
}

function infoId(type: ReceiverType, id: number): number {
  if (type === 'admin') return SUPPORT_AGENT_INFO;
  return (type === 'vendor' ? VENDOR_INFO : COURIER_INFO) + id;
}

function personOut(p: Person) {
  return {
    f_name: p.f_name,
    l_name: p.l_name,
    phone: p.phone,
    email: p.email,
    image: p.image,
    image_full_url: p.image_full_url,
  };
}

/** The demo store's or courier's answer to a customer's message (demo mode only). */
export function demoReply(type: ReceiverType, text: string | null, images: number): string {
  if (type === 'admin') return supportReply(text, images);
  if (type === 'delivery_man')
    return images ? 'Thanks for the photo! I will take care of it.' : "Got it, thanks! I'm on it.";
  if (images) return 'Thanks for the photos! We are looking into it.';
  return `Thanks for your message${text && text.length <= 40 ? ` "${text}"` : ''}! We will get back to you shortly.`;
}

/** The seeded support agent's scripted answer: enough for a demo thread to come alive. */
function supportReply(text: string | null, images: number): string {
  if (images) return 'Thanks for the pictures. Our support team is checking them and will get back to you here.';
  if (text && /refund|money|charge/i.test(text))
    return 'Sorry about that. Support here: we have opened a case and will update you on the refund in this chat.';
  return 'Hello, this is customer support. Thanks for writing; we are looking into it and will answer here shortly.';
}
