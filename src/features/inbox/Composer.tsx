import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { attachImages, CHAT_IMAGE_ACCEPT, MAX_CHAT_IMAGES, type ImageProblem } from '../../domain/chat';
import { inputClass } from '../../ui/Field';
import { notify } from '../../ui/toaster';
import { chatMessages } from './messages';
import { Icon } from '../../ui/icons';

const previewClass = css({ width: '14', height: '14', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle' });

const PROBLEM_TEXT = {
  format: chatMessages.imageFormat,
  size: chatMessages.imageTooLarge,
  count: chatMessages.tooManyImages,
} satisfies Record<ImageProblem, unknown>;

/** The message field with up to 3 image attachments (core §5 upload rules) and the send button. */
export function Composer({ onSend, disabled }: { onSend: (text: string, images: File[]) => void; disabled?: boolean }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fieldId = useId();
  const previews = usePreviews();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() && files.length === 0) return;
    onSend(text, files);
    setText('');
    setFiles([]);
    previews.release(files);
  };

  const pick = (picked: FileList | null) => {
    const r = attachImages(files, [...(picked ?? [])]);
    setFiles(r.files);
    if (r.problem) notify('error', i18n._(PROBLEM_TEXT[r.problem]), 'chat-image');
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t`Write a message`}
      className={css({ stack: '2', borderTopWidth: '1px', borderColor: 'border.default', pt: '3' })}
    >
      {files.length > 0 && (
        <AttachedImages
          files={files}
          previews={previews}
          onRemove={(f, i) => {
            previews.release([f]);
            setFiles(files.filter((_, j) => j !== i));
          }}
        />
      )}
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
        <AttachButton disabled={disabled || files.length >= MAX_CHAT_IMAGES} onPick={pick} />
        <label htmlFor={fieldId} className={css({ srOnly: true })}>
          <Trans>Message</Trans>
        </label>
        <textarea
          id={fieldId}
          rows={1}
          value={text}
          maxLength={1000}
          disabled={disabled}
          placeholder={t`Type a message`}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          className={`${inputClass} ${css({ py: '2', resize: 'none', flex: '1' })}`}
        />
        <button type="submit" className={button()} disabled={disabled || (!text.trim() && files.length === 0)}>
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}

/** The attach button and its hidden file input, emptied after each pick so the same image can be picked again. */
function AttachButton({ disabled, onPick }: { disabled: boolean; onPick: (picked: FileList | null) => void }) {
  const { t } = useLingui();
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileRef}
        type="file"
        accept={CHAT_IMAGE_ACCEPT}
        multiple
        hidden
        data-testid="chat-file"
        onChange={(e) => {
          onPick(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <button
        type="button"
        className={button({ variant: 'outline', size: 'icon' })}
        aria-label={t`Attach images (up to ${MAX_CHAT_IMAGES})`}
        disabled={disabled}
        onClick={() => fileRef.current?.click()}
      >
        <Icon>
          <rect x="3" y="3" width="18" height="18" rx="2" />
          <circle cx="9" cy="9" r="2" />
          <path d="m21 15-5-5L5 21" />
        </Icon>
      </button>
    </>
  );
}

/** The attached images' previews, each with its remove button. */
function AttachedImages({
  files,
  previews,
  onRemove,
}: {
  files: File[];
  previews: Previews;
  onRemove: (f: File, i: number) => void;
}) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Attached images`} className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      {files.map((f, i) => (
        <li key={`${f.name}-${i}`} className={css({ position: 'relative' })}>
          <img src={previews.url(f)} alt={f.name} width={56} height={56} className={previewClass} />
          <button
            type="button"
            aria-label={t`Remove ${f.name}`}
            onClick={() => onRemove(f, i)}
            className={css({
              position: 'absolute',
              top: '-2',
              insetEnd: '-2',
              width: '6',
              height: '6',
              borderRadius: 'full',
              bg: 'fg.default',
              color: 'bg.canvas',
              fontSize: 'xs',
              cursor: 'pointer',
            })}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

type Previews = ReturnType<typeof usePreviews>;

/** Object URLs of the attached images: made on first show, released when removed, sent or left behind. */
function usePreviews() {
  const [urls] = useState(() => new Map<File, string>());
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return {
    url(f: File) {
      let u = urls.get(f);
      if (!u) urls.set(f, (u = URL.createObjectURL(f)));
      return u;
    },
    release(list: File[]) {
      for (const f of list) {
        const u = urls.get(f);
        if (u) URL.revokeObjectURL(u);
        urls.delete(f);
      }
    },
  };
}
