import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { configQuery } from '../../api/queries/config';
import { PhoneIcon } from '../../ui/icons';

/**
 * acc §2 Header top bar, from 1180px (phones have the drawer): the business's phone as a link, and the language
 * with its country (`country`: the language feature's control, a menu of the languages and their countries).
 * Loaded after the first screen: the header's code is part of the first load.
 */
export default function TopBar({ country }: { country: ReactNode }) {
  const phone = useQuery(configQuery()).data?.phone;
  return (
    <div
      data-testid="header-top-bar"
      className={css({
        hideBelow: 'nav',
        bg: 'bg.canvas',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        fontSize: 'sm',
      })}
    >
      <div
        className={css({
          maxWidth: '1240px',
          mx: 'auto',
          px: '6',
          height: '8',
          cluster: '6',
          justifyContent: 'flex-end',
        })}
      >
        {phone ? (
          <a
            href={`tel:${phone}`}
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', textDecoration: 'none' })}
            data-testid="header-phone"
          >
            <PhoneIcon size={14} />
            <span className={css({ srOnly: true })}>
              <Trans>Call us</Trans>
            </span>
            <bdi dir="ltr">{phone}</bdi>
          </a>
        ) : null}
        {country}
      </div>
    </div>
  );
}
