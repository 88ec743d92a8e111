import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { ConditionPage } from '../features/catalog/discovery/ConditionPage';
import { useScope } from '../api/scope';

/** turn4 §2.6: the medicines for a common condition (pharmacy). */
export const Route = createFileRoute('/conditions/$id')({
  component: Condition,
});

function Condition() {
  const { id } = Route.useParams();
  const n = Number(id);
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <ConditionPage scope={useScope()} id={Number.isInteger(n) ? n : 0} />
    </div>
  );
}
