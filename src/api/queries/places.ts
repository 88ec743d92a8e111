import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { unwrap } from '../client';
import { isSearchable, type PlaceSuggestion } from '../../domain/location';

/** Place suggestions for the address modal's search (GET config/place-api-autocomplete, as the location picker asks). */
export const placeSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['place-suggestions', text.trim()],
    queryFn: async (): Promise<PlaceSuggestion[]> => {
      const data = await unwrap(
        api.GET('/api/v1/config/place-api-autocomplete', { params: { query: { search_text: text.trim() } } }),
      );
      return (data?.suggestions ?? [])
        .map((s) => s.placePrediction)
        .filter((p): p is NonNullable<typeof p> => Boolean(p?.placeId && p.text?.text))
        .map((p) => ({ placeId: p.placeId, text: p.text.text }));
    },
    enabled: isSearchable(text),
    staleTime: 5 * 60_000,
  });
