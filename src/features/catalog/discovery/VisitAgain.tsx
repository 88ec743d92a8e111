import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Scope } from '../../../api/queries/catalog';
import { visitAgainQuery } from '../../../api/queries/storeLists';
import { readDeviceValue, saveDeviceValue, useDeviceValue } from '../../../api/scope';
import { DEVICE_KEYS } from '../../../api/storage';
import type { Store, StoreDetails } from '../../../api/types';
import { parseVisitedStores, recordVisit, visitedInModule } from '../../../domain/visitedStores';
import { StoreRow } from './Rows';

const parseStores = (value: unknown) => parseVisitedStores<Store>(value);

function remember(store: StoreDetails) {
  // The details carry the store's items and categories too: a card needs the store's own fields only.
  const { category_details: _categories, ...card } = store as StoreDetails & { category_details?: unknown };
  const list = parseStores(readDeviceValue(DEVICE_KEYS.visitedStores));
  saveDeviceValue(DEVICE_KEYS.visitedStores, recordVisit(list, card as Store));
}

const isStoreDetails = (v: unknown): v is StoreDetails =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoreDetails).id === 'number' &&
  typeof (v as StoreDetails).name === 'string';

let watched: QueryClient | null = null;

/**
 * Keeps each store the customer opens (its details loaded by the store page) on the device. Watched from the
 * first time the home's rows load, and the store pages already in the cache are kept then too, so a store
 * opened from a link before the home counts as well; the store page's own code carries none of this.
 */
function watchStoreVisits(client: QueryClient) {
  if (watched === client) return;
  watched = client;
  const cache = client.getQueryCache();
  for (const q of cache.findAll({ queryKey: ['store'] })) if (isStoreDetails(q.state.data)) remember(q.state.data);
  cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== 'store') return;
    if (isStoreDetails(event.query.state.data)) remember(event.query.state.data);
  });
}

/** Visit again (issue 45 item 11): the server's list when signed in and it answers, else the device's. */
export function VisitAgain({ scope, signedIn }: { scope: Scope; signedIn: boolean }) {
  const { t } = useLingui();
  const client = useQueryClient();
  useEffect(() => watchStoreVisits(client), [client]);
  const kept = useDeviceValue(DEVICE_KEYS.visitedStores, parseStores);
  const server = useQuery(visitAgainQuery(scope, signedIn));
  const local = visitedInModule(kept, scope.moduleId);
  const fromServer = server.data ?? [];
  // The device's stores first (most recent), then the server's others: both are the customer's.
  const stores = [...local, ...fromServer.filter((s) => !local.some((l) => l.id === s.id))];
  return <StoreRow label={t`Visit again`} stores={stores} loading={false} testId="visit-again" />;
}
