import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { button } from '../../../styled-system/recipes';
import { configQuery } from '../../api/queries/config';
import { takesPrescriptions } from '../../domain/prescription';

/** The store header's "Prescription order" (platform-api-turn4 §5.1), opening the store page's prescription form: a pharmacy that takes them, where the platform does. */
export function PrescriptionEntry({
  store,
}: {
  store: { id: number; module_id?: number | null; prescription_order?: boolean | number | null };
}) {
  const config = useQuery(configQuery()).data;
  if (!takesPrescriptions(config, store)) return null;
  return (
    <Link
      to="/store/$id"
      params={{ id: String(store.id) }}
      search={{ module_id: store.module_id ?? undefined, prescription: 1 }}
      className={button({ size: 'sm' })}
      data-testid="prescription-entry"
    >
      <Trans>Prescription order</Trans>
    </Link>
  );
}
