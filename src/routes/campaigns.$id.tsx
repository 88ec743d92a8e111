import { createFileRoute } from '@tanstack/react-router';
import { CampaignDetailsPage } from '../features/catalog/discovery/CampaignDetailsPage';

/** turn4 §3.2 /campaigns/{id} (the platform's client's path). */
export const Route = createFileRoute('/campaigns/$id')({ component: CampaignDetailsPage });
