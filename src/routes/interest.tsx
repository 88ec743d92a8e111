import { createFileRoute } from '@tanstack/react-router';
import { InterestPage } from '../features/account/InterestPage';

export const Route = createFileRoute('/interest')({ component: InterestPage });
