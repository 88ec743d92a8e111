import { createFileRoute } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { CampaignsPage } from '../features/catalog/discovery/CampaignsPage';
import { useScope } from '../api/scope';

/** turn4 §3.1 /campaigns (the platform's client's path). */
export const Route = createFileRoute('/campaigns/')({
  component: Campaigns,
});

function Campaigns() {
  return (
    <div className={css({ maxWidth: '1240px', mx: 'auto', px: { base: '4', md: '6' }, py: '6' })}>
      <CampaignsPage scope={useScope()} />
    </div>
  );
}
