/**
 * Chat rules (issue 18, core §5 uploads): which images may be attached, how often an open thread asks for
 * news, and whose a message is.
 */

/** core §5: "Maximum 3 images can be send at a time." */
export const MAX_CHAT_IMAGES = 3;
/** The platform's upload limit per image (2048 KB). */
export const MAX_CHAT_IMAGE_BYTES = 2048 * 1024;
/** core §5: jpeg, png, jpg and gif; avif, webp and pdf are refused. */
const ACCEPTED = /\.(jpe?g|png|gif)$/i;
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
/** The file picker's filter (the check below still runs: pickers can be told to show every file). */
export const CHAT_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

export type ImageProblem = 'format' | 'size' | 'count';

/** Why a picked file cannot go with the message, or null when it can. */
export function imageProblem(file: { name: string; type: string; size: number }): ImageProblem | null {
  if (!ACCEPTED.test(file.name) || (file.type !== '' && !ACCEPTED_TYPES.includes(file.type))) return 'format';
  if (file.size > MAX_CHAT_IMAGE_BYTES) return 'size';
  return null;
}

/** Adds picked files to those already attached: the first problem found stops nothing but is reported. */
export function attachImages<F extends { name: string; type: string; size: number }>(
  current: F[],
  picked: F[],
): { files: F[]; problem: ImageProblem | null } {
  let problem: ImageProblem | null = null;
  const files = [...current];
  for (const f of picked) {
    const p = imageProblem(f);
    if (p) {
      problem ??= p;
      continue;
    }
    if (files.length >= MAX_CHAT_IMAGES) {
      problem ??= 'count';
      continue;
    }
    files.push(f);
  }
  return { files, problem };
}

/** Polling an open thread: every 3 s while messages arrive, doubling up to 30 s while nothing happens. */
export const POLL_BASE_MS = 3000;
export const POLL_MAX_MS = 30_000;

export function nextPollDelay(current: number, base = POLL_BASE_MS, max = POLL_MAX_MS): number {
  return Math.min(max, Math.max(base, current * 2));
}

/** A message is the customer's own when its sender is the conversation's customer side. */
export function isOwnMessage(
  message: { sender_id: number },
  conversation:
    { sender_id: number; sender_type: string; receiver_id: number; receiver_type: string } | null | undefined,
): boolean {
  if (!conversation) return true;
  const own =
    conversation.sender_type === 'customer'
      ? conversation.sender_id
      : conversation.receiver_type === 'customer'
        ? conversation.receiver_id
        : conversation.sender_id;
  return message.sender_id === own;
}

/** Who the customer talks to: a store (the platform's `vendor`), a courier (`delivery_man`) or the business's support (`admin`). */
export type ChatPartnerKind = 'vendor' | 'delivery_man' | 'admin';

/** Where a thread is: an existing conversation, or a store, courier or support not written to yet. */
export type ChatTarget = { kind: 'conversation'; id: number } | { kind: ChatPartnerKind; id: number };

/** The platform keys the business's side of a support conversation by participant 0. */
export const SUPPORT_TARGET: ChatTarget = { kind: 'admin', id: 0 };
