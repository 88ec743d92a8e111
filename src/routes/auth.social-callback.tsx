import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { isSocialMedium, SocialCallbackPage } from '../features/auth/AuthPages';

/** The demo identity provider (and any redirect-based provider) comes back here inside the sign-in pop-up. */
const search = z.object({
  token: z.optional(z.string()),
  unique_id: z.optional(z.string()),
  email: z.optional(z.string()),
  medium: z.optional(z.string()),
  name: z.optional(z.string()),
});

export const Route = createFileRoute('/auth/social-callback')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: CallbackRoute,
});

function CallbackRoute() {
  const s = Route.useSearch();
  const credential =
    s.token && s.unique_id && isSocialMedium(s.medium)
      ? { token: s.token, unique_id: s.unique_id, medium: s.medium, email: s.email ?? null, name: s.name ?? null }
      : null;
  return <SocialCallbackPage credential={credential} />;
}
