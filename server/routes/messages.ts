// customer/message/list, search-list, details and send: the customer's conversations with stores and
// couriers, as the platform's clients call them (`?limit=10&offset=N`; details by conversation_id,
// vendor_id or delivery_man_id; send as multipart with `message`, `receiver_type`, `conversation_id` or
// `receiver_id`, and up to 3 `image[]`). Token routes: the conversation is always looked up through the
// caller. In demo mode the store or courier answers a moment later, so a thread comes alive.
// Support chat (receiver_type `admin`): one conversation per customer with the business, participant 0,
// opened by `receiver_type=admin` and read by `admin_id`; the seeded support agent answers in demo mode,
// and each answer becomes a notification (services/notifications.ts).
import type { Context } from 'hono';
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { readBody } from '../http/body.ts';
import { requireUser } from '../request/access.ts';
import { paginate } from '../http/paging.ts';
import { int, present, str, validate } from '../http/validate.ts';
import { checkImage, storeImage, type CheckedImage } from '../services/uploads.ts';
import { ADMIN_RECEIVER_ID, demoReply, Messages, type ReceiverType } from '../services/messages.ts';
import { Notifications } from '../services/notifications.ts';
import type { UserRow } from '../services/users.ts';
import { isoStamp } from '../catalog/time.ts';
import { url } from '../http/respond.ts';

export const MAX_MESSAGE_IMAGES = 3;
export const TOO_MANY_IMAGES = 'Maximum 3 images can be send at a time.';
const RECEIVER_TYPES: ReceiverType[] = ['vendor', 'delivery_man', 'admin'];

type Conversation = NonNullable<ReturnType<Messages['find']>>;

/** What the message handlers share: the store of conversations, the page shapes and the demo replies. */
function threads(deps: Deps) {
  const store = new Messages(deps.db, deps.catalog, deps.now);
  const notifications = new Notifications(deps.db);
  // How long the demo store or courier "types" before answering (tests shorten it).
  const replyDelay = Number(process.env.STOREFRONT_REPLY_DELAY_MS ?? 2000);
  const pending = new Set<number>();

  const me = (u: UserRow) => ({
    id: u.id,
    f_name: u.f_name ?? '',
    l_name: u.l_name ?? '',
    phone: u.phone,
    email: u.email,
    image: u.image,
    image_full_url: u.image ? url(`/storage/profile/${u.image}`) : null,
  });

  function conversationPage(u: UserRow, list: ReturnType<Messages['list']>, q: Record<string, string>) {
    const page = paginate(list, q, { limit: 10, offset: 1 });
    return {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      conversations: page.rows.map((c) => store.conversationOut(c, me(u))),
    };
  }

  /** One page of a thread (newest first) with its conversation; reading it marks the store's messages seen. */
  function threadPage(u: UserRow, conv: ReturnType<Messages['find']>, q: Record<string, unknown>) {
    if (conv) store.markRead(conv);
    const fresh = conv ? store.owned(u.id, conv.id) : undefined;
    const all = fresh ? store.messages(fresh.id) : [];
    const page = paginate(all, q, { limit: 10, offset: 1 });
    return {
      total_size: page.total_size,
      limit: page.limit,
      offset: page.offset,
      status: true,
      conversation: fresh ? store.conversationOut(fresh, me(u)) : null,
      messages: page.rows.map((m) => store.messageOut(m)),
    };
  }

  function receiverOf(u: UserRow, type: ReceiverType, id: number, field: string): void {
    const exists = store.receiver(type, id) !== null;
    // A courier is reachable only through one of the caller's own orders; "unknown" and "not yours" read the same.
    if (!exists || (type === 'delivery_man' && !store.mayReachCourier(u.id, id))) fail(403, field, 'Not found');
  }

  /** Demo mode: the store or courier answers once per burst of customer messages. */
  function scheduleReply(conv: Conversation, text: string | null, images: number) {
    if (deps.config().demo !== true || pending.has(conv.id)) return;
    pending.add(conv.id);
    const timer = setTimeout(() => {
      pending.delete(conv.id);
      // The app may have been closed (tests) or reset meanwhile: answer only into a thread that still exists.
      if (!deps.db.open || !store.owned(conv.user_id, conv.id)) return;
      const reply = demoReply(conv.receiver_type, text, images);
      store.add(conv, false, reply, [], null);
      if (conv.receiver_type === 'admin')
        notifications.add(
          conv.user_id,
          { title: 'Support answered', description: reply, order_id: null, type: 'message' },
          isoStamp(deps.now()),
        );
    }, replyDelay);
    timer.unref?.();
  }

  return { store, conversationPage, threadPage, receiverOf, scheduleReply };
}

type Threads = ReturnType<typeof threads>;

function details(c: Context, deps: Deps, t: Threads) {
  const u = requireUser(c, deps);
  // The platform's web client 2.3.1 writes `admin_id=0?&offset=…` (a stray `?` after the value): read as 0.
  const q = { ...c.req.query() };
  if (typeof q.admin_id === 'string') q.admin_id = q.admin_id.replace(/\?+$/, '');
  validate(q, {
    conversation_id: 'integer|min:1',
    vendor_id: 'integer|min:1',
    delivery_man_id: 'integer|min:1',
    admin_id: 'integer|min:0',
    limit: 'integer|min:1|max:100',
    offset: 'integer|min:1',
  });
  // The platform's clients send `admin_id=0`: presence is what names the support conversation.
  if (present(q.admin_id)) return send(c, t.threadPage(u, t.store.find(u.id, 'admin', ADMIN_RECEIVER_ID), q));
  if (present(q.conversation_id)) {
    const conv = t.store.owned(u.id, int(q.conversation_id));
    if (!conv) fail(403, 'conversation_id', 'Not found');
    return send(c, t.threadPage(u, conv, q));
  }
  const type: ReceiverType | null = present(q.vendor_id)
    ? 'vendor'
    : present(q.delivery_man_id)
      ? 'delivery_man'
      : null;
  if (!type) fail(403, 'conversation_id', 'The conversation id field is required.');
  const field = type === 'vendor' ? 'vendor_id' : 'delivery_man_id';
  const id = int(q[field]);
  t.receiverOf(u, type, id, field);
  return send(c, t.threadPage(u, t.store.find(u.id, type, id), q));
}

async function sendMessage(c: Context, deps: Deps, t: Threads) {
  const u = requireUser(c, deps);
  const body = await readBody(c);
  validate(body, {
    message: 'string|max:1000',
    receiver_type: 'required|in:vendor,delivery_man,admin',
    conversation_id: 'integer|min:0',
    receiver_id: 'integer|min:0',
    order_id: 'integer|min:1',
  });
  const images = await imagesOf(body);
  const text = str(body.message).trim();
  if (!text && !images.length) fail(403, 'message', 'The message field is required when image is not present.');
  const type = str(body.receiver_type) as ReceiverType;
  if (!RECEIVER_TYPES.includes(type)) fail(403, 'receiver_type', 'The selected receiver type is invalid.');

  let conv;
  if (type === 'admin') {
    // Always the caller's one support conversation, whatever conversation or receiver id came along.
    conv = t.store.open(u.id, 'admin', ADMIN_RECEIVER_ID);
  } else if (present(body.conversation_id) && int(body.conversation_id) !== 0) {
    conv = t.store.owned(u.id, int(body.conversation_id));
    if (!conv) fail(403, 'conversation_id', 'Not found');
  } else {
    if (!present(body.receiver_id))
      fail(403, 'receiver_id', 'The receiver id field is required when conversation id is not present.');
    t.receiverOf(u, type, int(body.receiver_id), 'receiver_id');
    conv = t.store.open(u.id, type, int(body.receiver_id));
  }
  const at = isoStamp(deps.now());
  const files = images.map((img) => storeImage(deps.db, img, at));
  t.store.add(conv, true, text || null, files, present(body.order_id) ? int(body.order_id) : null);
  t.scheduleReply(conv, text || null, images.length);
  return send(c, t.threadPage(u, conv, { limit: body.limit ?? 10, offset: body.offset ?? 1 }));
}

export function registerMessages(r: Routes, deps: Deps): void {
  const t = threads(deps);

  r.get('/customer/message/list', (c) => {
    const u = requireUser(c, deps);
    const q = c.req.query();
    validate(q, { type: 'in:vendor,delivery_man,admin' });
    const list = t.store.list(u.id).filter((conv) => !q.type || conv.receiver_type === q.type);
    return send(c, t.conversationPage(u, list, q));
  });

  r.get('/customer/message/search-list', (c) => {
    const u = requireUser(c, deps);
    const q = c.req.query();
    validate(q, { name: 'string|max:100', type: 'in:vendor,delivery_man,admin' });
    const needle = str(q.name).trim().toLowerCase();
    const list = t.store.list(u.id).filter((conv) => {
      if (q.type && conv.receiver_type !== q.type) return false;
      const p = t.store.receiver(conv.receiver_type, conv.receiver_id);
      return !needle || (p !== null && `${p.f_name} ${p.l_name}`.toLowerCase().includes(needle));
    });
    return send(c, t.conversationPage(u, list, { limit: q.limit ?? '20', offset: q.offset ?? '1' }));
  });

  r.get('/customer/message/details', (c) => details(c, deps, t));
  r.post('/customer/message/send', (c: Context) => sendMessage(c, deps, t));
}

/** `image[]` (or `image`): at most 3 files, each a JPEG, PNG or GIF of at most 2 MB. */
async function imagesOf(body: Record<string, unknown>): Promise<CheckedImage[]> {
  const raw = body['image[]'] ?? body.image;
  const list = raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_MESSAGE_IMAGES) fail(403, 'image', TOO_MANY_IMAGES);
  const out: CheckedImage[] = [];
  for (const v of list) {
    const img = await checkImage('image', v);
    if (img) out.push(img);
  }
  return out;
}
