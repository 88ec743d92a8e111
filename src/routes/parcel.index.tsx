import { createFileRoute } from '@tanstack/react-router';
import { widePageClass } from '../ui/surfaces';
import { useScope } from '../api/scope';
import { ParcelHome } from '../features/parcel/ParcelHome';

/** issue 17: /parcel shows the parcel home (the same as /home in the parcel module). */
export const Route = createFileRoute('/parcel/')({ component: ParcelPage });

const page = widePageClass;

function ParcelPage() {
  const scope = useScope();
  return (
    <div className={page}>
      <ParcelHome scope={scope} />
    </div>
  );
}
