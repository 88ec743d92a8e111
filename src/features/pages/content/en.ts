import type { PageCatalog } from '../content.types';
import { companyPages } from './en/company';
import { helpPages } from './en/help';
import { shopPages } from './en/shop';
import { legalPages } from './en/legal';

/** Every footer page in English; loaded on demand by loadPageContent. */
export const pages: PageCatalog = { ...companyPages, ...helpPages, ...shopPages, ...legalPages };
