import { createFileRoute } from '@tanstack/react-router';
import { FlashSalesPage } from '../features/catalog/discovery/FlashSalesPage';

/** turn4 §3.5 /flash-sales (the platform's client's path): the running sale's entries. */
export const Route = createFileRoute('/flash-sales')({ component: FlashSalesPage });
