import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/account/SupportPages';

export const Route = createFileRoute('/terms-and-conditions')({ component: TermsPage });
