import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { InboxPage } from '../features/inbox/InboxPage';
import { SettingsPanel } from '../features/inbox/SettingsPanel';
import { SettingsTabs } from '../features/inbox/SettingsTabs';
import { SignInPrompt } from '../features/auth/AuthPages';
import { LanguageControl } from '../features/language/LanguageControl';
import { ThemeToggle } from '../features/theme/ThemeToggle';
import { useSignedIn } from '../api/scope';

/**
 * acc §2 /settings, for both the inbox and the settings entries:
 * `page=inbox[&order_id=N&with=store|deliveryman][&store_id=N][&conversation_id=N]` and `page=settings`.
 */
const opt = <T extends z.core.SomeType>(schema: T) => z.optional(z.catch(z.optional(schema), undefined));
const search = z.object({
  page: opt(z.enum(['inbox', 'settings'])),
  conversation_id: opt(z.coerce.number()),
  order_id: opt(z.coerce.number()),
  store_id: opt(z.coerce.number()),
  with: opt(z.enum(['store', 'deliveryman'])),
});

export const Route = createFileRoute('/settings')({
  validateSearch: (s: Record<string, unknown>) => search.parse(s),
  component: SettingsRoute,
});

const positive = (n: number | undefined) => (n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined);

function SettingsRoute() {
  const s = Route.useSearch();
  const signedIn = useSignedIn();
  const page = s.page ?? 'inbox';
  return (
    <SettingsTabs page={page}>
      {page === 'settings' ? (
        <SettingsPanel language={<LanguageControl variant="list" />} theme={<ThemeToggle withLabel />} />
      ) : signedIn ? (
        <InboxPage search={{ conversation_id: positive(s.conversation_id), order_id: positive(s.order_id), store_id: positive(s.store_id), with: s.with }} />
      ) : (
        <SignInPrompt />
      )}
    </SettingsTabs>
  );
}
