import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { configQuery } from '../../api/queries/config';
import { maintenanceAt, nextCheckIn } from '../../domain/maintenance';
import { dateFormat } from '../../domain/datetime';
import { businessNameOf } from '../../domain/footer';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/**
 * platform-api §7.5 Maintenance mode: while the business has switched the storefront off, every page is this
 * one (the server sends it with 503 and Retry-After). It asks the platform again now and then, and at the
 * period's end, and the app comes back by itself once the maintenance is over.
 */
export default function MaintenanceGate({ children }: { children: ReactNode }) {
  const config = useQuery(configQuery());
  const [now, setNow] = useState(() => Date.now());
  const maintenance = maintenanceAt(config.data, now);
  const wait = maintenance ? nextCheckIn(maintenance, now) : null;
  const { refetch } = config;
  useEffect(() => {
    if (wait === null) return;
    const id = window.setTimeout(() => {
      void refetch().finally(() => setNow(Date.now()));
    }, wait);
    return () => window.clearTimeout(id);
  }, [wait, now, refetch]);
  if (!maintenance) return children;
  return (
    <MaintenancePage
      businessName={businessNameOf(config.data?.business_name)}
      message={maintenance.message}
      body={maintenance.body}
      endsAt={maintenance.endsAt}
    />
  );
}

const page = css({
  minHeight: '100dvh',
  stack: '4',
  alignItems: 'center',
  justifyContent: 'center',
  px: '6',
  py: '10',
  textAlign: 'center',
  bg: 'bg.canvas',
});

function MaintenancePage({
  businessName,
  message,
  body,
  endsAt,
}: {
  businessName: string;
  message: string | null;
  body: string | null;
  endsAt: number | null;
}) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`We are under maintenance.`);
  const back =
    endsAt === null
      ? null
      : dateFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(endsAt));
  return (
    <main id="main" className={page} data-testid="maintenance-page">
      <p className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'accent.default' })}>{businessName}</p>
      <h1
        className={css({
          fontSize: { base: '2xl', md: '4xl' },
          fontWeight: 'extrabold',
          lineHeight: '1.2',
          maxWidth: '640px',
        })}
      >
        {message ?? <Trans>We are under maintenance.</Trans>}
      </h1>
      <p className={css({ color: 'fg.muted', fontSize: 'lg', maxWidth: '560px' })}>
        {body ?? <Trans>We are making things better and will be back soon.</Trans>}
      </p>
      {back ? (
        <p className={css({ fontWeight: 'semibold' })}>
          <Trans>We expect to be back by {back}.</Trans>
        </p>
      ) : null}
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>This page opens the store by itself once we are back.</Trans>
      </p>
    </main>
  );
}
