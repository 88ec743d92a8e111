import { useEffect, useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { User } from '../../api/types';
import { validateImage, type FormErrorId } from '../../domain/authForms';

/** The round photo, or the initials in its place, the same size. */
const round = css({ boxSize: '20', borderRadius: 'full', flexShrink: 0 });
const photoClass = cx(round, css({ objectFit: 'cover', bg: 'bg.subtle' }));
const initialsClass = cx(
  round,
  css({
    bg: 'accent.default',
    color: 'accent.fg',
    display: 'grid',
    placeItems: 'center',
    fontSize: '2xl',
    fontWeight: 'bold',
  }),
);

/** The photo chosen to upload (checked first: type and size), and a preview of it while it is kept. */
export function useProfilePhoto() {
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<FormErrorId | undefined>();
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const pick = (file: File) => {
    const problem = validateImage(file);
    setError(problem);
    setImage(problem ? null : file);
  };
  return { image, error, preview, pick };
}

/** The photo (or the initials), Change photo with the accepted files, and why a chosen file was refused. */
export function ProfilePhoto({
  profile,
  preview,
  error,
  onFile,
}: {
  profile: User;
  preview: string | null;
  error: string | undefined;
  onFile: (file: File) => void;
}) {
  return (
    <>
      <div className={css({ cluster: '4' })}>
        {(preview ?? profile.image_full_url) ? (
          <img
            src={preview ?? profile.image_full_url ?? undefined}
            alt=""
            width={80}
            height={80}
            className={photoClass}
          />
        ) : (
          <span aria-hidden className={initialsClass}>
            {(profile.f_name?.[0] ?? '') + (profile.l_name?.[0] ?? '')}
          </span>
        )}
        <div className={css({ stack: '1' })}>
          <label className={button({ variant: 'outline', size: 'sm' })}>
            <Trans>Change photo</Trans>
            <input
              type="file"
              accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
              className={css({ srOnly: true })}
              data-testid="profile-photo"
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                e.target.value = '';
                if (file) onFile(file);
              }}
            />
          </label>
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            <Trans>JPG, PNG, JPEG or GIF · max 2 MB · ratio 1:1</Trans>
          </p>
        </div>
      </div>
      {error ? (
        <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </>
  );
}
