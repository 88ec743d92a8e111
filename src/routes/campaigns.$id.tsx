import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { CampaignDetailsPage } from '../features/catalog/discovery/CampaignDetailsPage';
import { useScope } from '../api/scope';

/** turn4 §3.2 /campaigns/{id} (the platform's client's path). */
export const Route = createFileRoute('/campaigns/$id')({
  component: Campaign,
});

function Campaign() {
  const { id } = Route.useParams();
  const n = Number(id);
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <CampaignDetailsPage key={id} scope={useScope()} id={Number.isInteger(n) ? n : 0} />
    </div>
  );
}
