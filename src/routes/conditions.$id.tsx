import { createFileRoute } from '@tanstack/react-router';
import { ConditionPage } from '../features/catalog/discovery/ConditionPage';

/** turn4 §2.6: the medicines for a common condition (pharmacy). */
export const Route = createFileRoute('/conditions/$id')({ component: ConditionPage });
