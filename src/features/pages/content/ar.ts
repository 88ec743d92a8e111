import type { PageCatalog } from '../content.types';
import { companyPages } from './ar/company';
import { helpPages } from './ar/help';
import { shopPages } from './ar/shop';
import { legalPages } from './ar/legal';

/** Every footer page in Arabic (Modern Standard Arabic); loaded on demand by loadPageContent. */
export const pages: PageCatalog = { ...companyPages, ...helpPages, ...shopPages, ...legalPages };
