import { createFileRoute } from '@tanstack/react-router';
import { maybe, number, oneOf, searchSchema } from '../domain/searchParams';
import { InboxPage } from '../features/inbox/InboxPage';
import { SettingsPanel } from '../features/inbox/SettingsPanel';
import { SettingsTabs } from '../features/inbox/SettingsTabs';
import { SignInPrompt } from '../features/auth/AuthPages';
import { LanguageControl } from '../features/language/LanguageControl';
import { ThemeToggle } from '../features/theme/ThemeToggle';
import { useSignedIn } from '../api/scope';

/**
 * acc §2 /settings, for both the inbox and the settings entries:
 * `page=inbox[&order_id=N&with=store|deliveryman|support][&store_id=N][&conversation_id=N]` and `page=settings`.
 */
const search = searchSchema({
  page: maybe(oneOf(['inbox', 'settings'])),
  conversation_id: maybe(number),
  order_id: maybe(number),
  store_id: maybe(number),
  with: maybe(oneOf(['store', 'deliveryman', 'support'])),
});

export const Route = createFileRoute('/settings')({
  validateSearch: search,
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
        <InboxPage
          search={{
            conversation_id: positive(s.conversation_id),
            order_id: positive(s.order_id),
            store_id: positive(s.store_id),
            with: s.with,
          }}
        />
      ) : (
        <SignInPrompt />
      )}
    </SettingsTabs>
  );
}
