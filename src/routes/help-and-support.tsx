import { createFileRoute } from '@tanstack/react-router';
import { HelpAndSupportPage } from '../features/account/SupportPages';

export const Route = createFileRoute('/help-and-support')({ component: HelpAndSupportPage });
