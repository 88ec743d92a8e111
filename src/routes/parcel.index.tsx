import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { useScope } from '../api/scope';
import { ParcelHome } from '../features/parcel/ParcelHome';

/** issue 17: /parcel shows the parcel home (the same as /home in the parcel module). */
export const Route = createFileRoute('/parcel/')({ component: ParcelPage });

const page = css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' });

function ParcelPage() {
  const scope = useScope();
  return (
    <div className={page}>
      <ParcelHome scope={scope} />
    </div>
  );
}
