import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ChatMessage } from '../../api/queries/inbox';
import type { OutboxEntry } from '../../../machines/inbox/chat.machine';

const attachmentClass = css({ width: '24', height: '24', objectFit: 'cover', borderRadius: 'md', bg: 'bg.canvas' });

const bubbleBase = css({ maxWidth: '80%', px: '3', py: '2', borderRadius: 'xl', stack: '1', wordBreak: 'break-word' });
const mine = css({ alignSelf: 'flex-end', bg: 'accent.default', color: 'accent.fg', borderEndEndRadius: 'sm' });
const theirs = css({ alignSelf: 'flex-start', bg: 'bg.subtle', color: 'fg.default', borderEndStartRadius: 'sm' });
const metaClass = css({ fontSize: 'xs' });

/** A message in the thread: its images, its text, its time and, on the customer's own, whether it was seen. */
export function MessageBubble({ message, own, time }: { message: ChatMessage; own: boolean; time: string }) {
  const { t } = useLingui();
  return (
    <li data-testid={own ? 'message-own' : 'message-theirs'} className={cx(bubbleBase, own ? mine : theirs)}>
      {message.file_full_url.length > 0 && (
        <span className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
          {message.file_full_url.map((src) => (
            <a key={src} href={src} target="_blank" rel="noreferrer" aria-label={t`Open the image`}>
              <img src={src} alt="" width={96} height={96} className={attachmentClass} />
            </a>
          ))}
        </span>
      )}
      {message.message && <span dir="auto">{message.message}</span>}
      <span className={metaClass}>
        {time}
        {own && (
          <>
            {' · '}
            {message.is_seen ? <Trans>Seen</Trans> : <Trans>Sent</Trans>}
          </>
        )}
      </span>
    </li>
  );
}

/** A message on its way: sending, or not sent with retry and delete. */
export function OutboxBubble({
  entry,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const failed = entry.status === 'failed';
  return (
    <li data-testid="message-outbox" data-status={entry.status} className={cx(bubbleBase, mine)}>
      {entry.images.length > 0 && (
        <span className={metaClass}>
          <Plural value={entry.images.length} one="# image" other="# images" />
        </span>
      )}
      {entry.text && <span>{entry.text}</span>}
      {failed ? (
        <span className={css({ cluster: '2', flexWrap: 'wrap' })}>
          <span role="alert" className={metaClass}>
            <Trans>Not sent</Trans>
          </span>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onDiscard}>
            <Trans>Delete</Trans>
          </button>
        </span>
      ) : (
        <span className={metaClass}>
          <Trans>Sending…</Trans>
        </span>
      )}
    </li>
  );
}
