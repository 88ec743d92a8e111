import { createFileRoute } from '@tanstack/react-router';
import { CampaignsPage } from '../features/catalog/discovery/CampaignsPage';

/** turn4 §3.1 /campaigns (the platform's client's path): the module's running campaigns. */
export const Route = createFileRoute('/campaigns/')({ component: CampaignsPage });
