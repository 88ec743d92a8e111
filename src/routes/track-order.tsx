import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderPage } from '../features/account/SupportPages';

export const Route = createFileRoute('/track-order')({ component: TrackOrderPage });
