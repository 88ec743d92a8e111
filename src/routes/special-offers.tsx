import { createFileRoute } from '@tanstack/react-router';
import { SpecialOffersPage } from '../features/catalog/discovery/SpecialOffersPage';

/** The home's discounted items, all of them, paged (the platform client's `/home?search=special-offer`). */
export const Route = createFileRoute('/special-offers')({ component: SpecialOffersPage });
