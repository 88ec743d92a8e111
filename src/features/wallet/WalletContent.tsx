import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { profileQuery } from '../../api/queries/account';
import { configQuery } from '../../api/queries/config';
import {
  walletBonusesQuery,
  walletHistoryQuery,
  type WalletBonus,
  type WalletHistoryFilter,
} from '../../api/queries/wallet';
import { useSignedIn } from '../../api/scope';
import { sumMoney } from '../../domain/money';
import { walletTransactionKind } from '../../domain/history';
import { WALLET_FILTERS } from '../../domain/wallet';
import { useOrderFlows } from '../../flows/orders';
import { AddFundDialog } from './AddFundDialog';
import { TransactionHistory } from './TransactionHistory';
import { WALLET_FILTER_LABELS, WALLET_TRANSACTION_LABELS } from './transactionLabels';
import { useMoney } from './format';
import { cardClass } from '../../ui/surfaces';

// The wallet's sibling pages (loyalty points, referral code) take the card from here, so the three share one chunk.
export { cardClass };
import { Icon } from '../../ui/icons';

/** acc §2 Wallet card and "Add Fund to Wallet", acc §4 top-up, the bonuses and the filterable history. */
export function WalletContent({ flag }: { flag: 'success' | 'fail' | null }) {
  const signedIn = useSignedIn();
  const profile = useQuery(profileQuery(signedIn));
  const config = useQuery(configQuery()).data;
  const bonuses = useQuery(walletBonusesQuery(signedIn));
  const [filter, setFilter] = useState<WalletHistoryFilter>('all');
  const money = useMoney();
  const { walletTopUpLogic } = useOrderFlows();
  const actor = useActorRef(walletTopUpLogic, { input: { flag } });
  const state = useSelector(actor, (s) => s);
  const methods = config?.active_payment_method_list ?? [];
  const firstMethod = methods[0]?.gateway ?? null;
  const editing = useSelector(actor, (s) => s.hasTag('editing'));
  // The config may arrive after "Add fund": the machine preselects its first active method then.
  useEffect(() => {
    if (editing && firstMethod) actor.send({ type: 'topUp.methods', firstMethod });
  }, [actor, editing, firstMethod]);
  const balance = money(profile.data?.wallet_balance);
  const balanceReady = !profile.isFetching && profile.data;

  return (
    <>
      {state.hasTag('result') ? (
        <TopUpResult
          paid={state.hasTag('paid')}
          balance={balanceReady ? balance : null}
          onDismiss={() => actor.send({ type: 'result.dismiss' })}
        />
      ) : null}
      <div className={cardClass} data-testid="wallet-balance">
        <div className={css({ cluster: '2' })}>
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            <Trans>Wallet balance</Trans>
          </span>
          <WalletTip />
        </div>
        {/* core §9: a large balance in its compact form (1.25M), the full amount on hover. */}
        <strong
          className={css({ fontSize: '2xl', unicodeBidi: 'isolate' })}
          dir="ltr"
          data-testid="wallet-amount"
          title={balance}
        >
          {money.compact(profile.data?.wallet_balance)}
        </strong>
        <div>
          <button
            type="button"
            className={button()}
            onClick={() => actor.send({ type: 'topUp.open', firstMethod: methods[0]?.gateway ?? null })}
            data-testid="add-fund"
          >
            <Trans>Add fund</Trans>
          </button>
        </div>
      </div>
      {bonuses.data?.length ? <BonusList bonuses={bonuses.data} /> : null}
      <HistoryFilter filter={filter} setFilter={setFilter} />
      <TransactionHistory
        key={filter}
        testId="wallet-history"
        pageQuery={(page) => walletHistoryQuery(filter, signedIn, page)}
        label={(row) => WALLET_TRANSACTION_LABELS[walletTransactionKind(row.transaction_type)]}
        amount={(row) => money.signed(row.credit > 0 ? sumMoney([row.credit]) : -row.debit)}
        empty={<Trans>No transactions yet.</Trans>}
      />
      {state.hasTag('form') ? (
        <AddFundDialog
          amount={state.context.amount}
          method={state.context.method}
          problems={state.context.problems}
          loading={state.hasTag('busy')}
          onAmount={(value) => actor.send({ type: 'topUp.amount', value })}
          onMethod={(gateway) => actor.send({ type: 'topUp.method', gateway })}
          onSubmit={() => actor.send({ type: 'topUp.submit' })}
          onClose={() => actor.send({ type: 'topUp.close' })}
        />
      ) : null}
    </>
  );
}

/** After the payment page: whether the fund was added (and the new balance once known), until dismissed. */
function TopUpResult({ paid, balance, onDismiss }: { paid: boolean; balance: string | null; onDismiss: () => void }) {
  return (
    <div
      role="status"
      data-testid="wallet-result"
      data-result={paid ? 'success' : 'fail'}
      className={css({
        borderWidth: '1px',
        borderColor: paid ? 'accent.default' : 'fg.danger',
        borderRadius: 'lg',
        p: '3',
        cluster: '3',
        justifyContent: 'space-between',
      })}
    >
      <p>
        {paid ? (
          balance !== null ? (
            <Trans>Fund added to your wallet. Your balance is now {balance}.</Trans>
          ) : (
            <Trans>Fund added to your wallet.</Trans>
          )
        ) : (
          <Trans>The payment was not completed, so no fund was added. Your balance has not changed.</Trans>
        )}
      </p>
      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => onDismiss()}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}

/** The (i) beside the balance and the tip it opens. */
function WalletTip() {
  const { t } = useLingui();
  const [tip, setTip] = useState(false);
  return (
    <span className={css({ position: 'relative' })}>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label={t`About adding fund`}
        aria-expanded={tip}
        aria-describedby={tip ? 'wallet-tip' : undefined}
        onClick={() => setTip(!tip)}
        onBlur={() => setTip(false)}
        data-testid="wallet-tip-button"
      >
        {/* A circle and straight strokes: no corners, so the frame's round joins draw it as before. */}
        <Icon size={18}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" />
        </Icon>
      </button>
      {tip ? (
        <span
          id="wallet-tip"
          role="tooltip"
          className={css({
            position: 'absolute',
            insetStart: '0',
            top: 'full',
            zIndex: 10,
            width: '64',
            p: '2',
            borderRadius: 'md',
            bg: 'bg.inverse',
            color: 'fg.inverse',
            fontSize: 'sm',
            boxShadow: 'raised',
          })}
        >
          <Trans>If you want to add fund to your wallet then click add fund button</Trans>
        </span>
      ) : null}
    </span>
  );
}

/** The top-up bonuses: the amount to add and the bonus (a percentage up to a cap, or a fixed amount). */
function BonusList({ bonuses }: { bonuses: WalletBonus[] }) {
  const money = useMoney();
  return (
    <section className={cardClass} data-testid="wallet-bonuses">
      <h2 className={css({ fontWeight: 'bold' })}>
        <Trans>Top-up bonuses</Trans>
      </h2>
      <ul className={css({ stack: '2' })}>
        {bonuses.map((b) => {
          const min = money(b.minimum_add_amount);
          const bonus = b.bonus_type === 'percentage' ? `${b.bonus_amount}%` : money(b.bonus_amount);
          const cap = money(b.maximum_bonus_amount ?? 0);
          return (
            <li key={b.id}>
              <strong>{b.title}</strong>
              <br />
              <small className={css({ color: 'fg.muted' })}>
                {b.bonus_type === 'percentage' && b.maximum_bonus_amount ? (
                  <Trans>
                    Add {min} or more and get {bonus} extra (up to {cap}).
                  </Trans>
                ) : (
                  <Trans>
                    Add {min} or more and get {bonus} extra.
                  </Trans>
                )}
              </small>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The history's heading and its filter (all, credits, debits…). */
function HistoryFilter({
  filter,
  setFilter,
}: {
  filter: WalletHistoryFilter;
  setFilter: (filter: WalletHistoryFilter) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className={css({ cluster: '3', justifyContent: 'space-between', flexWrap: 'wrap' })}>
      <h2 className={css({ fontWeight: 'bold' })}>
        <Trans>Transaction history</Trans>
      </h2>
      <label className={css({ cluster: '2', fontSize: 'sm' })}>
        <Trans>Show</Trans>
        <select
          className={css({
            minHeight: '9',
            px: '2',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'md',
            bg: 'bg.canvas',
            color: 'fg.default',
          })}
          value={filter}
          onChange={(e) => setFilter(e.target.value as WalletHistoryFilter)}
          data-testid="wallet-filter"
        >
          {WALLET_FILTERS.map((f) => (
            <option key={f} value={f}>
              {i18n._(WALLET_FILTER_LABELS[f])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
